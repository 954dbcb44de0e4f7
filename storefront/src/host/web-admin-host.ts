import type { AdminHost } from '@wallart/admin-ui';
import { clearToken, getToken } from '../lib/session';

export interface WebAdminHostOptions {
  /** The router's navigate; a full page load to /login without it. */
  navigate?: (to: string) => void;
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
    goToLogin: () => {
      if (options.navigate) options.navigate('/login');
      else window.location.assign('/login');
    },
    saveFile: async (fileName: string, content: string, mimeType: string) =>
      downloadFile(fileName, content, mimeType),
  } satisfies AdminHost;
}
