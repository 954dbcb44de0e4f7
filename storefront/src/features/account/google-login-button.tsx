import { Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { GoogleOAuthProvider, useGoogleLogin } from '@react-oauth/google';
import { useGoogleSignIn, useShopConfig } from './account.queries';
import { useFinishSignIn } from './use-finish-sign-in';

/** "Login with Google", live only when the shop has a Google client id configured. */
export function GoogleLoginButton() {
  const { data, isPending } = useShopConfig();
  const clientId = data?.googleClientId ?? null;
  if (isPending) {
    return (
      <Button variant="default" fullWidth disabled leftSection={<IconBrandGoogle size={18} />}>
        Login with Google
      </Button>
    );
  }
  if (!clientId) {
    return (
      <Stack gap={4}>
        <Button
          variant="default"
          fullWidth
          disabled
          leftSection={<IconBrandGoogle size={18} />}
          aria-describedby="google-not-set-up"
        >
          Login with Google
        </Button>
        <Text id="google-not-set-up" fz="xs" c="ink.6" ta="center">
          Google sign-in is not set up for this shop.
        </Text>
      </Stack>
    );
  }
  return (
    <GoogleOAuthProvider clientId={clientId}>
      <GoogleButton />
    </GoogleOAuthProvider>
  );
}

function GoogleButton() {
  const signIn = useGoogleSignIn();
  const finish = useFinishSignIn();
  const login = useGoogleLogin({
    scope: 'openid profile email',
    onSuccess: (response) => signIn.mutate(response.access_token, finish),
    // SPEC §8: a failed Google sign-in is only logged.
    onError: (error) => console.error('Google sign-in failed', error),
  });
  return (
    <Button
      variant="default"
      fullWidth
      leftSection={<IconBrandGoogle size={18} />}
      onClick={() => login()}
      loading={signIn.isPending}
    >
      Login with Google
    </Button>
  );
}
