import { useEffect, useRef, type ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@wallart/domain/api-client';
import { toast } from '../lib/toast';
import { useAdminHost, useAdminSession, useApi } from './admin-context';

type Session =
  | { state: 'no-token' }
  | { state: 'not-admin' }
  | { state: 'admin' }
  /** The server refused the stored token (expired, or its password changed since). */
  | { state: 'refused'; token: string };

export const sessionKey = ['admin', 'session'] as const;

/**
 * SPEC §4/§6: no token → "You are not logged in"; the current user is not an admin → "You are
 * not an admin"; any other failure → "Something went wrong, please login again". Each goes
 * to the login screen once; only an admin sees the children. A token the server refuses ends
 * the session (PRODUCT §8): the login screen asks to log in again and returns here after.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const host = useAdminHost();
  const api = useApi();
  const adminSession = useAdminSession();
  const session = useQuery({
    queryKey: sessionKey,
    queryFn: async (): Promise<Session> => {
      const token = await host.getToken();
      if (!token) return { state: 'no-token' };
      try {
        const user = await api.user.current();
        return user.role === 'admin' ? { state: 'admin' } : { state: 'not-admin' };
      } catch (error) {
        if (isApiError(error) && error.code === 'unauthorized') return { state: 'refused', token };
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
  const sent = useRef(false);

  const state = session.isError ? 'failed' : session.data?.state;
  useEffect(() => {
    if (!state || state === 'admin' || sent.current) return;
    sent.current = true;
    if (session.data?.state === 'refused') {
      void adminSession.refused(session.data.token);
      return;
    }
    if (state === 'no-token') toast.error('You are not logged in');
    else if (state === 'not-admin') toast.error('You are not an admin');
    else toast.error('Something went wrong, please login again');
    host.goToLogin();
  }, [state, session.data, host, adminSession]);

  if (state === 'admin') return <>{children}</>;
  return (
    <Center mih="60vh" role="status" aria-label="Checking your access">
      <Loader />
    </Center>
  );
}
