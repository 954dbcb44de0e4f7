import { useEffect, useRef, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@wallart/domain/api-client';
import { toast } from '../lib/toast';
import { useAdminHost, useApi } from './admin-context';

type Session = { state: 'no-token' } | { state: 'not-admin' } | { state: 'admin' };

export const sessionKey = ['admin', 'session'] as const;

/**
 * SPEC §4/§6: no token → "You are not logged in"; the current user is not an admin → "You are
 * not an admin"; any other failure → "Something went wrong, please login again". Each goes
 * to the login screen once; only an admin sees the children.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const host = useAdminHost();
  const api = useApi();
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: async (): Promise<Session> => {
      if (!(await host.getToken())) return { state: 'no-token' };
      const user = await api.user.current();
      return user.role === 'admin' ? { state: 'admin' } : { state: 'not-admin' };
    },
    retry: false,
    staleTime: 60_000,
  });
  const sent = useRef(false);

  const state = session.isError ? 'failed' : session.data?.state;
  useEffect(() => {
    if (!state || state === 'admin' || sent.current) return;
    sent.current = true;
    if (state === 'no-token') toast.error('You are not logged in');
    else if (state === 'not-admin') toast.error('You are not an admin');
    else toast.error('Something went wrong, please login again');
    void (async () => {
      if (
        state === 'failed' &&
        isApiError(session.error) &&
        session.error.code === 'unauthorized'
      ) {
        await host.clearToken();
      }
      host.goToLogin();
    })();
  }, [state, session.error, host]);

  if (state === 'admin') return <>{children}</>;
  return (
    <Center mih="60vh" role="status" aria-label="Checking your access">
      <Loader />
    </Center>
  );
}
