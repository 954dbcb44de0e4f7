import { Button, Stack } from '@mantine/core';
import { AdminProviders, StaffLoginForm, type AdminHost } from '@wallart/admin-ui';

export interface LoginScreenProps {
  host: AdminHost;
  serverUrl: string;
  /** Keeps the admin's token (in the system keychain, through the bridge). */
  saveToken: (token: string) => Promise<void>;
  /** Why sign-in is asked for ("Please log in again" after the session ended). */
  notice?: string | undefined;
  onSignedIn: () => void;
  onChangeServer: () => void;
}

/** Staff sign-in against the configured server; the shared form turns non-admins away. */
export function LoginScreen(props: LoginScreenProps) {
  return (
    <AdminProviders host={props.host}>
      <Stack align="center" gap="sm" w="100%">
        <StaffLoginForm
          description={`Shop server: ${props.serverUrl}`}
          notice={props.notice}
          onLoggedIn={async ({ token }) => {
            await props.saveToken(token);
            props.onSignedIn();
          }}
        />
        <Button variant="subtle" color="ink" size="xs" onClick={props.onChangeServer}>
          Change shop server
        </Button>
      </Stack>
    </AdminProviders>
  );
}
