import type { AdminHost } from '@wallart/admin-ui';
import { downloadFile } from '../lib/download-file';
import { clearToken, getToken } from '../lib/session';

export interface WebAdminHostOptions {
  /** The router's navigate; a full page load to /login without it. */
  navigate?: (to: string) => void;
}

/** The web admin's host: the storefront's stored token, the page's own origin, /login. */
export function createWebAdminHost(options: WebAdminHostOptions = {}) {
  return {
    getBaseUrl: () => '',
    getToken: async () => getToken(),
    clearToken: async () => clearToken(),
    goToLogin: () => {
      if (options.navigate) options.navigate('/login');
      else window.location.assign('/login');
    },
    saveFile: async (fileName: string, content: string | Blob, mimeType: string) =>
      downloadFile(fileName, content, mimeType),
  } satisfies AdminHost;
}
