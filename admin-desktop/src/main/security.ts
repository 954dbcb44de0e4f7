import type {
  Event,
  HandlerDetails,
  Session,
  WebContents,
  WebPreferences,
  WindowOpenHandlerResponse,
} from 'electron';
import { DESKTOP_APP_ORIGIN } from '@wallart/domain';

/**
 * The renderer's Content-Security-Policy, also sent as a header by the app:// protocol.
 * Scripts only from the app itself (nothing inline); connections and images over http(s) so the
 * shop server the person configured (any host) is reachable; styles may be inline because Mantine
 * writes its CSS variables into <style> tags. index.html carries the same string (tested).
 */
export const RENDERER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: http: https:",
  "font-src 'self' data:",
  "connect-src 'self' http: https:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
].join('; ');

const appUrl = new URL(DESKTOP_APP_ORIGIN);
export const APP_SCHEME = appUrl.protocol.slice(0, -1);
export const APP_HOST = appUrl.host;
export const APP_ENTRY_URL = `${DESKTOP_APP_ORIGIN}/index.html`;

/** The locked-down settings of every window (Electron's security checklist). */
export function secureWebPreferences(preloadPath: string, isDevelopment: boolean): WebPreferences {
  return { preload: preloadPath, ...lockedDownPreferences(isDevelopment) };
}

/** The same settings for a window with no preload, so no bridge (the hidden print window). */
export function lockedDownPreferences(isDevelopment: boolean): WebPreferences {
  return {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    experimentalFeatures: false,
    devTools: isDevelopment,
  };
}

/**
 * Whether a URL belongs to the app: its own app:// origin, or in development the dev server's
 * origin. Anything unparsable is foreign.
 */
export function createAppUrlCheck(devServerUrl?: string): (url: string) => boolean {
  const devOrigin = devServerUrl ? safeParse(devServerUrl)?.origin : undefined;
  return (url: string) => {
    const parsed = safeParse(url);
    if (!parsed) return false;
    // Node's URL reports "null" as the origin of non-special schemes, so compare the parts.
    if (parsed.protocol === appUrl.protocol && parsed.host === APP_HOST) return true;
    return devOrigin !== undefined && parsed.origin === devOrigin;
  };
}

/** Opens a link in the system browser only when it is a well-formed https URL. */
export function openExternalSafely(
  url: string,
  openExternal: (url: string) => Promise<void>,
): boolean {
  const parsed = safeParse(url);
  if (!parsed || parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  openExternal(parsed.href).catch(() => undefined);
  return true;
}

export interface GuardOptions {
  isAppUrl: (url: string) => boolean;
  openExternal: (url: string) => Promise<void>;
}

/**
 * Keeps a page inside the app: navigating away is blocked (an https link goes to the system
 * browser instead), new windows are always denied, <webview> never attaches.
 */
export function guardWebContents(contents: WebContents, options: GuardOptions): void {
  const blockForeign = (event: Event, url: string) => {
    if (options.isAppUrl(url)) return;
    event.preventDefault();
    openExternalSafely(url, options.openExternal);
  };
  contents.on('will-navigate', (event, url) => blockForeign(event, url));
  contents.on('will-redirect', (event, url) => blockForeign(event, url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler((details: HandlerDetails): WindowOpenHandlerResponse => {
    openExternalSafely(details.url, options.openExternal);
    return { action: 'deny' };
  });
}

/**
 * Permissions the app may use; every other request or check is refused. Besides copying, it
 * needs to reach the shop server, which usually runs on this computer or the shop's network:
 * Chromium's Local Network Access asks for that (one name before Chromium 145, two after).
 */
const ALLOWED_PERMISSIONS = new Set([
  'clipboard-sanitized-write',
  'local-network-access',
  'local-network',
  'loopback-network',
]);

export function isPermissionAllowed(permission: string): boolean {
  return ALLOWED_PERMISSIONS.has(permission);
}

export function denyPermissionsByDefault(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    callback(isPermissionAllowed(permission));
  });
  session.setPermissionCheckHandler((_contents, permission) => isPermissionAllowed(permission));
}

function safeParse(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}
