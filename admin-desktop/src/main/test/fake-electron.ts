import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { vi } from 'vitest';

/**
 * A stand-in for the `electron` module, enough for the main process to boot in a test:
 * every call is recorded, windows are plain event emitters.
 */
export class FakeWindow extends EventEmitter {
  static all: FakeWindow[] = [];
  static getAllWindows = () => FakeWindow.all;
  loadURL = vi.fn<(url: string) => Promise<undefined>>(async () => undefined);
  show = vi.fn();
  focus = vi.fn();
  restore = vi.fn();
  maximize = vi.fn();
  destroy = vi.fn(() => {
    this.destroyed = true;
  });
  /** Printing answers at once: printed, unless a test says otherwise. */
  webContents = {
    print: vi.fn((_options: unknown, callback: (success: boolean, reason: string) => void) =>
      callback(true, ''),
    ),
  };
  minimized = false;
  destroyed = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeWindow.all.push(this);
  }
  isMinimized = () => this.minimized;
  isMaximized = () => false;
  isDestroyed = () => this.destroyed;
  getNormalBounds = () => ({ x: 10, y: 10, width: 1280, height: 820 });
}

export function createFakeElectron(options: { gotLock: boolean; isPackaged: boolean }) {
  const userData = mkdtempSync(path.join(tmpdir(), 'wallart-userdata-'));
  const calls: string[] = [];
  const ready = Promise.resolve();
  const app = Object.assign(new EventEmitter(), {
    isPackaged: options.isPackaged,
    getPath: vi.fn((name: string) => {
      const dir = path.join(userData, name === 'userData' ? '' : name);
      if (name === 'temp') mkdirSync(dir, { recursive: true });
      return dir;
    }),
    getVersion: () => '1.0.0',
    setName: vi.fn(),
    quit: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => {
      calls.push('requestSingleInstanceLock');
      return options.gotLock;
    }),
    whenReady: vi.fn(() => {
      calls.push('whenReady');
      return ready;
    }),
  });
  const ipcChannels = new Map<string, unknown>();
  const permissionHandlers: { request?: unknown; check?: unknown } = {};
  FakeWindow.all = [];
  const module = {
    app,
    BrowserWindow: FakeWindow,
    dialog: { showErrorBox: vi.fn(), showMessageBox: vi.fn(), showSaveDialog: vi.fn() },
    ipcMain: { handle: vi.fn((channel: string, fn: unknown) => ipcChannels.set(channel, fn)) },
    Menu: {
      buildFromTemplate: vi.fn((template: unknown) => ({ template })),
      setApplicationMenu: vi.fn(),
    },
    Notification: Object.assign(vi.fn(), { isSupported: () => true }),
    protocol: {
      registerSchemesAsPrivileged: vi.fn(() => calls.push('registerSchemesAsPrivileged')),
      handle: vi.fn(),
    },
    safeStorage: {
      isEncryptionAvailable: () => true,
      encryptString: (text: string) => Buffer.from(text),
      decryptString: (data: Buffer) => data.toString(),
    },
    screen: { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn((fn: unknown) => (permissionHandlers.request = fn)),
        setPermissionCheckHandler: vi.fn((fn: unknown) => (permissionHandlers.check = fn)),
      },
    },
    shell: { openExternal: vi.fn(async () => undefined) },
  };
  return { module, calls, ipcChannels, permissionHandlers, userData };
}

export type FakeElectron = ReturnType<typeof createFakeElectron>;
