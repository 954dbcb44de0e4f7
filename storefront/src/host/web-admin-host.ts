import type { AdminHost, AdminLoginOptions } from '@wallart/admin-ui';
import { loginPathFor } from '@wallart/domain/rules';
import { clearToken, getToken } from '../lib/session';
import type { LoginPageState } from '../lib/session-expiry';

export interface WebAdminHostOptions {
  /** The router's navigate; a full page load to /login without it. */
  navigate?: (to: string, options?: { state?: LoginPageState }) => void;
}

/** Puts text in a file the browser downloads. */
export function downloadFile(fileName: string, content: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The web admin's host: the storefront's stored token, the page's own origin, /login. */
export function createWebAdminHost(options: WebAdminHostOptions = {}) {
  return {
    getBaseUrl: () => '',
    getToken: async () => getToken(),
    clearToken: async () => clearToken(),
    // The storefront's login page: "Please log in again" when the session ended, and back to
    // the admin screen staff were on once they have.
    goToLogin: (login: AdminLoginOptions = {}) => {
      const to = login.returnTo ? loginPathFor(login.returnTo) : '/login';
      if (options.navigate) options.navigate(to, { state: { sessionEnded: login.sessionEnded } });
      else window.location.assign(to);
    },
    saveFile: async (fileName: string, content: string, mimeType: string) =>
      downloadFile(fileName, content, mimeType),
  } satisfies AdminHost;
}
