import type { AdminHost, AdminLoginOptions } from '@wallart/admin-ui';
import type { DesktopBridge } from '../ipc-contract';

/** Bytes cross the bridge as a Uint8Array (structured clone); text as it is. */
async function textOrBytes(content: string | Blob): Promise<string | Uint8Array<ArrayBuffer>> {
  return typeof content === 'string' ? content : new Uint8Array(await content.arrayBuffer());
}

/**
 * The admin screens' host on the desktop: everything goes through the preload bridge to the
 * main process (token in the system keychain, save and print dialogs, system notifications).
 */
export function createDesktopHost(options: {
  bridge: DesktopBridge;
  serverUrl: string;
  /** Called when the screens send the person back to sign in (why, and from which screen). */
  onSignedOut: (options: AdminLoginOptions) => void;
}) {
  const { bridge } = options;
  return {
    getBaseUrl: () => options.serverUrl,
    getToken: () => bridge.getToken(),
    clearToken: () => bridge.clearToken(),
    goToLogin: (login: AdminLoginOptions = {}) => options.onSignedOut(login),
    saveFile: async (fileName: string, content: string | Blob, mimeType: string) => {
      await bridge.saveFile(fileName, await textOrBytes(content), mimeType);
    },
    // The print dialog opens in the main process; a cancelled dialog is not an error.
    printPdf: async (pdf: Blob) => {
      await bridge.printPdf(new Uint8Array(await pdf.arrayBuffer()));
    },
    // A notification that can't be shown is not worth an error on screen: it settles quietly.
    notify: (title: string, body: string): Promise<void> =>
      bridge.notify(title, body).catch(() => undefined),
  } satisfies AdminHost;
}

export type DesktopHost = ReturnType<typeof createDesktopHost>;
