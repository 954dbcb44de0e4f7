import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useAdminHost, useAdminSession } from './admin-context';

/**
 * Inside the admin's router: when the server refuses the session, staff go to the login
 * screen, which asks them to log in again and then brings them back to this screen.
 */
export function AdminSessionWatcher() {
  const host = useAdminHost();
  const session = useAdminSession();
  const location = useLocation();
  const where = useRef(location);
  useEffect(() => {
    where.current = location;
  }, [location]);

  useEffect(
    () =>
      session.onEnded(() => {
        const { pathname, search } = where.current;
        host.goToLogin({ returnTo: pathname + search, sessionEnded: true });
      }),
    [session, host],
  );
  return null;
}
