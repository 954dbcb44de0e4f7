import { useEffect, useMemo, useState } from 'react';
import { AdminApp } from '@wallart/admin-ui';
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
  const host = useMemo(
    () =>
      serverUrl
        ? createDesktopHost({ bridge, serverUrl, onSignedOut: () => setPhase('login') })
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
          onSignedIn={() => setPhase('admin')}
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
