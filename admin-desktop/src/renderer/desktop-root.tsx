import { useEffect, useMemo, useState } from 'react';
import { AdminApp, type AdminLoginOptions } from '@wallart/admin-ui';
import { SESSION_ENDED_MESSAGE } from '@wallart/domain/rules';
import { createApiClient } from '@wallart/domain/api-client';
import { DEFAULT_SERVER_URL, type DesktopBridge } from '../ipc-contract';
import { createDesktopHost } from './desktop-host';
import { startOrderWatcher } from './order-watcher';
import { ConnectScreen } from './screens/connect-screen';
import { DesktopFrame } from './screens/desktop-frame';
import { LoginScreen } from './screens/login-screen';
import { checkShopServer, type ServerCheck } from './shop-server-check';

type Phase = 'connect' | 'login' | 'admin';

export interface DesktopRootProps {
  bridge: DesktopBridge;
  /** The remembered server, or null on first run. */
  serverUrl: string | null;
  signedIn: boolean;
  check?: (serverUrl: string) => Promise<ServerCheck>;
}

/**
 * The desktop app's screens: connect to a shop server (first run, or to change it), sign in,
 * then the shared admin. While the admin is open, new orders and bank slips waiting for
 * verification raise a system notification.
 */
export function DesktopRoot({ bridge, check = checkShopServer, ...initial }: DesktopRootProps) {
  const [serverUrl, setServerUrl] = useState(initial.serverUrl);
  const [phase, setPhase] = useState<Phase>(
    !initial.serverUrl ? 'connect' : initial.signedIn ? 'admin' : 'login',
  );
  // Why the admin last sent staff to sign in, and the screen to return to afterwards.
  const [signedOut, setSignedOut] = useState<AdminLoginOptions>({});
  const host = useMemo(
    () =>
      serverUrl
        ? createDesktopHost({
            bridge,
            serverUrl,
            onSignedOut: (options) => {
              setSignedOut(options);
              setPhase('login');
            },
          })
        : null,
    [bridge, serverUrl],
  );

  useEffect(() => {
    if (phase !== 'admin' || !host) return;
    const api = createApiClient({ baseUrl: host.getBaseUrl, getToken: host.getToken });
    return startOrderWatcher({ orders: api.order, notify: host.notify });
  }, [phase, host]);

  if (phase === 'admin' && host) return <AdminApp host={host} />;
  return (
    <DesktopFrame>
      {phase === 'login' && host && serverUrl ? (
        <LoginScreen
          host={host}
          serverUrl={serverUrl}
          saveToken={(token) => bridge.setToken(token)}
          notice={signedOut.sessionEnded ? SESSION_ENDED_MESSAGE : undefined}
          onSignedIn={() => {
            // The admin's router reads the hash: back to the screen the session ended on.
            if (signedOut.returnTo?.startsWith('/admin')) window.location.hash = signedOut.returnTo;
            setSignedOut({});
            setPhase('admin');
          }}
          onChangeServer={() => setPhase('connect')}
        />
      ) : (
        <ConnectScreen
          initialUrl={serverUrl ?? DEFAULT_SERVER_URL}
          check={check}
          save={(url) => bridge.setServerUrl(url)}
          onConnected={(url) => {
            setServerUrl(url);
            setPhase('login');
          }}
          onCancel={serverUrl ? () => setPhase('login') : undefined}
        />
      )}
    </DesktopFrame>
  );
}
