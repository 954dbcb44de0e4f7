import type { DesktopBridge } from '../src/ipc-contract';

export interface StubBridgeState {
  serverUrl: string | null;
  token: string | null;
  calls: Array<[string, ...unknown[]]>;
}

/**
 * Runs in the page (page.addInitScript) before the renderer: the preload's API kept in memory,
 * every call recorded on `window.__desktopBridge`. Self-contained: it is sent to the browser as
 * source text, so it may not use anything from outside its body.
 */
export function installStubBridge(initial: { serverUrl: string | null; token: string | null }) {
  const state: StubBridgeState = { ...initial, calls: [] };
  const record = (name: string, ...args: unknown[]) => state.calls.push([name, ...args]);
  const bridge: DesktopBridge = {
    getServerUrl: async () => state.serverUrl,
    setServerUrl: async (url) => {
      record('setServerUrl', url);
      state.serverUrl = url.trim().replace(/\/+$/, '');
      return state.serverUrl;
    },
    getToken: async () => state.token,
    setToken: async (token) => {
      record('setToken', token);
      state.token = token;
    },
    clearToken: async () => {
      record('clearToken');
      state.token = null;
    },
    saveFile: async (fileName) => {
      record('saveFile', fileName);
      return true;
    },
    printPdf: async (pdf) => {
      record('printPdf', pdf.byteLength);
      return true;
    },
    notify: async (title, body) => {
      record('notify', title, body);
    },
  };
  Object.assign(window, { wallartDesktop: Object.freeze(bridge), __desktopBridge: state });
}
