import type { AdminHost, AdminLoginOptions } from '@wallart/admin-ui';
import { loginPathFor } from '@wallart/domain/rules';
import { downloadFile } from '../lib/download-file';
import { clearToken, getToken } from '../lib/session';
import type { LoginPageState } from '../lib/session-expiry';

export interface WebAdminHostOptions {
  /** The router's navigate; a full page load to /login without it. */
  navigate?: (to: string, options?: { state?: LoginPageState }) => void;
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
    saveFile: async (fileName: string, content: string | Blob, mimeType: string) =>
      downloadFile(fileName, content, mimeType),
  } satisfies AdminHost;
}
