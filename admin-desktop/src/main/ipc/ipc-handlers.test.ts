import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcContract, type IpcChannel } from '../../ipc-contract';
import { createAppUrlCheck } from '../security';
import { openSettingsStore, type SettingsStore } from '../settings-store';
import type { TokenStore } from '../token-store';
import { createIpcHandlers, type HandlerDeps } from './handlers';
import { registerIpcHandlers } from './register-handler';

type Listener = (event: unknown, ...args: unknown[]) => Promise<unknown>;

const APP_FRAME = { url: 'app://wallart-admin/index.html', parent: null };
const TOKEN = 'aaa.bbb.ccc';

function memoryTokens(): TokenStore & { value: string | null } {
  return {
    value: null,
    async get() {
      return this.value;
    },
    async set(token) {
      this.value = token;
    },
    async clear() {
      this.value = null;
    },
  };
}

let listeners: Map<string, Listener>;
let settings: SettingsStore;
let tokens: ReturnType<typeof memoryTokens>;
let deps: HandlerDeps;

function call(channel: string, args: unknown[], frame: unknown = APP_FRAME) {
  const listener = listeners.get(channel);
  if (!listener) throw new Error(`no handler for ${channel}`);
  return listener({ senderFrame: frame }, ...args);
}

beforeEach(async () => {
  listeners = new Map();
  const dir = mkdtempSync(path.join(tmpdir(), 'wallart-ipc-'));
  settings = await openSettingsStore(path.join(dir, 'settings.json'));
  tokens = memoryTokens();
  deps = {
    settings,
    tokens,
    saveFile: vi.fn(async () => true),
    notify: vi.fn(),
  };
  const ipcMain = {
    handle: (channel: string, listener: Listener) => listeners.set(channel, listener),
  };
  registerIpcHandlers(ipcMain as never, createIpcHandlers(deps), createAppUrlCheck());
});

describe('IPC handlers', () => {
  it('register exactly the channels of the contract', () => {
    expect([...listeners.keys()].sort()).toEqual(Object.keys(ipcContract).sort());
  });

  it('answer the app itself', async () => {
    expect(await call('shop:get-server-url', [])).toBeNull();
    expect(await call('shop:set-server-url', [' http://localhost:3000/ '])).toBe(
      'http://localhost:3000',
    );
    expect(await call('shop:get-server-url', [])).toBe('http://localhost:3000');
    await call('session:set-token', [TOKEN]);
    expect(await call('session:get-token', [])).toBe(TOKEN);
    await call('session:clear-token', []);
    expect(await call('session:get-token', [])).toBeNull();
  });

  it('sign out when the server changes, but not when the same one is saved again', async () => {
    await call('shop:set-server-url', ['http://localhost:3000']);
    tokens.value = TOKEN;
    await call('shop:set-server-url', ['http://localhost:3000/']);
    expect(tokens.value).toBe(TOKEN);
    await call('shop:set-server-url', ['https://shop.example.com']);
    expect(tokens.value).toBeNull();
  });

  it('pass parsed arguments to notifications and saving', async () => {
    await call('app:notify', ['New order', 'Order A1 from Nimal']);
    expect(deps.notify).toHaveBeenCalledWith('New order', 'Order A1 from Nimal');
    expect(await call('file:save', ['products.csv', 'a,b', 'text/csv'])).toBe(true);
    expect(deps.saveFile).toHaveBeenCalledWith('products.csv', 'a,b', 'text/csv');
  });

  it.each<[IpcChannel, unknown[]]>([
    ['shop:set-server-url', []],
    ['shop:set-server-url', [3000]],
    ['shop:set-server-url', ['javascript:alert(1)']],
    ['shop:set-server-url', ['http://localhost:3000', 'extra']],
    ['session:set-token', ['not a token']],
    ['session:set-token', [{ token: TOKEN }]],
    ['file:save', ['../../.bashrc', 'rm -rf ~', 'text/plain']],
    ['app:notify', ['', 'body']],
    ['app:notify', ['x'.repeat(500), 'body']],
    ['session:get-token', ['unexpected']],
  ])('refuse bad arguments: %s %j', async (channel, args) => {
    await expect(call(channel, args)).rejects.toThrow(`${channel}: invalid arguments`);
    expect(deps.saveFile).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
    expect(settings.read().serverUrl).toBeNull();
    expect(tokens.value).toBeNull();
  });

  it.each([
    ['a foreign page', { url: 'https://evil.example/', parent: null }],
    ['a look-alike scheme host', { url: 'app://wallart-admin.evil/index.html', parent: null }],
    ['a subframe of the app', { url: 'app://wallart-admin/index.html', parent: APP_FRAME }],
    ['a destroyed frame', null],
  ])('refuse a foreign sender: %s', async (_name, frame) => {
    await expect(call('session:get-token', [], frame)).rejects.toThrow('did not come from the app');
    await expect(call('shop:set-server-url', ['http://x.example'], frame)).rejects.toThrow(
      'did not come from the app',
    );
    expect(settings.read().serverUrl).toBeNull();
  });
});
