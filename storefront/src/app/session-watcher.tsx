import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { loginPathFor } from '@wallart/domain/rules';
import { queryRoots } from '../lib/query-keys';
import { useToken } from '../lib/session';
import { onLoginWanted, type LoginPageState } from '../lib/session-expiry';

/**
 * Keeps the screens in step with the session: once the token is gone (signed out, refused by
 * the server, account deleted) nothing cached for it stays, and a signed-in call the server
 * refused sends the shopper to log in again, then back to where they were.
 */
export function SessionWatcher() {
  const token = useToken();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const where = useRef(location);
  useEffect(() => {
    where.current = location;
  }, [location]);

  useEffect(() => {
    if (token) return;
    queryClient.removeQueries({ queryKey: queryRoots.user });
    queryClient.removeQueries({ queryKey: queryRoots.orders });
  }, [token, queryClient]);

  useEffect(
    () =>
      onLoginWanted(() => {
        const { pathname, search } = where.current;
        if (pathname === '/login') return;
        const state: LoginPageState = { sessionEnded: true };
        navigate(loginPathFor(pathname + search), { state });
      }),
    [navigate],
  );

  return null;
}
