import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '@wallart/domain/rules';
import { useInBrowser } from '../lib/in-browser';
import { sessionEndedByServer } from '../lib/session';
import { PageLoader } from './page-loader';
import type { LoginPageState } from '../lib/session-expiry';

/**
 * For a page that needs a session and has none: the login page, which returns here after,
 * saying "Please log in again" when the server ended the session. On the server (which knows
 * no session) and while the browser takes its drawing over, the page is still loading.
 */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const inBrowser = useInBrowser();
  if (!inBrowser) return <PageLoader />;
  const state: LoginPageState = { sessionEnded: sessionEndedByServer() };
  return <Navigate to={loginPathFor(pathname + search)} state={state} replace />;
}
