import { Button, Stack, Text } from '@mantine/core';
import { IconBrandGoogle } from '@tabler/icons-react';
import { GoogleOAuthProvider, useGoogleLogin } from '@react-oauth/google';
import { useT } from '../../i18n/i18n';
import { useGoogleSignIn, useShopConfig } from './account.queries';
import { useFinishSignIn } from './use-finish-sign-in';

/** "{t('auth.google')}", live only when the shop has a Google client id configured. */
export function GoogleLoginButton() {
  const { data, isPending } = useShopConfig();
  const t = useT();
  const clientId = data?.googleClientId ?? null;
  if (isPending) {
    return (
      <Button variant="default" fullWidth disabled leftSection={<IconBrandGoogle size={18} />}>
        {t('auth.google')}
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
          {t('auth.google')}
        </Button>
        <Text id="google-not-set-up" fz="xs" c="ink.6" ta="center">
          {t('auth.googleOff')}
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
  const t = useT();
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
      {t('auth.google')}
    </Button>
  );
}
