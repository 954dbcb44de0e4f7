import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '@wallart/domain/rules';
import { sessionEndedByServer } from '../lib/session';
import type { LoginPageState } from '../lib/session-expiry';

/**
 * For a page that needs a session and has none: the login page, which returns here after,
 * saying "Please log in again" when the server ended the session.
 */
export function RedirectToLogin() {
  const { pathname, search } = useLocation();
  const state: LoginPageState = { sessionEnded: sessionEndedByServer() };
  return <Navigate to={loginPathFor(pathname + search)} state={state} replace />;
}
