import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcContract, MAX_PRINTED_PDF_BYTES, type IpcChannel } from '../../ipc-contract';
import { createAppUrlCheck } from '../security';
import { openSettingsStore, type SettingsStore } from '../settings-store';
import type { TokenStore } from '../token-store';
import { createIpcHandlers, type HandlerDeps } from './handlers';
import { registerIpcHandlers } from './register-handler';

type Listener = (event: unknown, ...args: unknown[]) => Promise<unknown>;

const APP_FRAME = { url: 'app://wallart-admin/index.html', parent: null };
const PDF = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');
/** A PDF one byte over the limit: its header is right, its size is not. */
function oversizedPdf(): Uint8Array {
  const bytes = new Uint8Array(MAX_PRINTED_PDF_BYTES + 1);
  bytes.set(PDF.subarray(0, 5));
  return bytes;
}
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
    printPdf: vi.fn(async () => true),
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

  it('save a PDF handed over as bytes', async () => {
    expect(await call('file:save', ['invoice-WA-7K2M9QXD.pdf', PDF, 'application/pdf'])).toBe(true);
    expect(deps.saveFile).toHaveBeenCalledWith('invoice-WA-7K2M9QXD.pdf', PDF, 'application/pdf');
  });

  it("print a PDF from the app: the bytes reach the printer, the dialog's answer comes back", async () => {
    expect(await call('print:pdf', [PDF])).toBe(true);
    expect(deps.printPdf).toHaveBeenCalledWith(PDF);
    vi.mocked(deps.printPdf).mockResolvedValueOnce(false);
    expect(await call('print:pdf', [Buffer.from(PDF)])).toBe(false);
  });

  it.each<[string, unknown[]]>([
    ['no PDF at all', []],
    ['text, not bytes', ['%PDF-1.7 pretending']],
    ['a plain array of numbers', [[...PDF]]],
    ['an object', [{ 0: 37, 1: 80, length: 2 }]],
    ['empty bytes', [new Uint8Array(0)]],
    ['bytes that are not a PDF (a PNG)', [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])]],
    ['an HTML page', [new TextEncoder().encode('<html><script>alert(1)</script></html>')]],
    ['a PDF over the size limit', [oversizedPdf()]],
    ['two PDFs', [PDF, PDF]],
  ])('refuse to print %s', async (_what, args) => {
    await expect(call('print:pdf', args)).rejects.toThrow('print:pdf: invalid arguments');
    expect(deps.printPdf).not.toHaveBeenCalled();
  });

  it('refuse to print for a page that is not the app', async () => {
    const foreign = { url: 'https://evil.example/', parent: null };
    await expect(call('print:pdf', [PDF], foreign)).rejects.toThrow('did not come from the app');
    await expect(call('print:pdf', [PDF], { ...APP_FRAME, parent: APP_FRAME })).rejects.toThrow(
      'did not come from the app',
    );
    expect(deps.printPdf).not.toHaveBeenCalled();
  });

  it.each<[IpcChannel, unknown[]]>([
    ['shop:set-server-url', []],
    ['shop:set-server-url', [3000]],
    ['shop:set-server-url', ['javascript:alert(1)']],
    ['shop:set-server-url', ['http://localhost:3000', 'extra']],
    ['session:set-token', ['not a token']],
    ['session:set-token', [{ token: TOKEN }]],
    ['file:save', ['../../.bashrc', 'rm -rf ~', 'text/plain']],
    ['file:save', ['invoice.pdf', { bytes: [1, 2, 3] }, 'application/pdf']],
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
