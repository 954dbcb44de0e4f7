import { vi } from 'vitest';
import type { DesktopBridge } from '../../ipc-contract';

/** The preload's API in memory, every function a spy. */
export function fakeBridge(initial: { serverUrl?: string | null; token?: string | null } = {}) {
  const state = { serverUrl: initial.serverUrl ?? null, token: initial.token ?? null };
  const bridge = {
    getServerUrl: vi.fn(async () => state.serverUrl),
    setServerUrl: vi.fn(async (url: string) => {
      state.serverUrl = url.replace(/\/+$/, '');
      return state.serverUrl;
    }),
    getToken: vi.fn(async () => state.token),
    setToken: vi.fn(async (token: string) => {
      state.token = token;
    }),
    clearToken: vi.fn(async () => {
      state.token = null;
    }),
    saveFile: vi.fn<DesktopBridge['saveFile']>(async () => true),
    printPdf: vi.fn<DesktopBridge['printPdf']>(async () => true),
    notify: vi.fn(async () => undefined),
  } satisfies DesktopBridge;
  return { bridge, state };
}
