import type { SettingsStore } from '../settings-store';
import type { TokenStore } from '../token-store';
import type { IpcHandlers } from './register-handler';

export interface HandlerDeps {
  settings: SettingsStore;
  tokens: TokenStore;
  /** Shows a save dialog and writes the file; false when the person cancels. */
  saveFile: (fileName: string, content: string | Uint8Array, mimeType: string) => Promise<boolean>;
  /** Prints a PDF through the system dialog; false when the person cancels. */
  printPdf: (pdf: Uint8Array) => Promise<boolean>;
  notify: (title: string, body: string) => void;
}

/** What each channel does, once main has checked the sender and parsed the arguments. */
export function createIpcHandlers(deps: HandlerDeps): IpcHandlers {
  return {
    'shop:get-server-url': () => deps.settings.read().serverUrl,
    'shop:set-server-url': async (serverUrl) => {
      const previous = deps.settings.read().serverUrl;
      await deps.settings.update({ serverUrl });
      // A session belongs to one server: switching servers signs out.
      if (previous !== serverUrl) await deps.tokens.clear();
      return serverUrl;
    },
    'session:get-token': () => deps.tokens.get(),
    'session:set-token': (token) => deps.tokens.set(token),
    'session:clear-token': () => deps.tokens.clear(),
    'file:save': (fileName, content, mimeType) => deps.saveFile(fileName, content, mimeType),
    'print:pdf': (pdf) => deps.printPdf(pdf),
    'app:notify': (title, body) => deps.notify(title, body),
  };
}
