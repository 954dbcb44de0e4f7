import { EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ipcContract } from '../ipc-contract';
import { createFakeElectron, FakeWindow, type FakeElectron } from './test/fake-electron';

let fake: FakeElectron;

async function boot(options: { gotLock: boolean; isPackaged?: boolean }) {
  fake = createFakeElectron({ gotLock: options.gotLock, isPackaged: options.isPackaged ?? true });
  vi.resetModules();
  const module = fake.module;
  vi.doMock('electron', () => module);
  await import('./index');
}

async function bootedWindow(): Promise<FakeWindow> {
  await vi.waitFor(() => {
    expect(fake.module.dialog.showErrorBox).not.toHaveBeenCalled();
    expect(FakeWindow.all).toHaveLength(1);
  });
  return FakeWindow.all[0]!;
}

beforeEach(() => {
  vi.unstubAllEnvs();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('starting the app', () => {
  it('quits at once when another copy already runs, opening nothing', async () => {
    await boot({ gotLock: false });
    expect(fake.module.app.quit).toHaveBeenCalled();
    expect(fake.module.app.whenReady).not.toHaveBeenCalled();
    expect(FakeWindow.all).toHaveLength(0);
    expect(fake.ipcChannels.size).toBe(0);
  });

  it('brings its window to the front when a second copy is launched', async () => {
    await boot({ gotLock: true });
    const window = await bootedWindow();
    window.minimized = true;
    fake.module.app.emit('second-instance');
    expect(window.restore).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalled();
    expect(FakeWindow.all).toHaveLength(1);
  });

  it('registers the app:// scheme before the app is ready, then serves the renderer from it', async () => {
    await boot({ gotLock: true });
    const window = await bootedWindow();
    expect(fake.calls.indexOf('registerSchemesAsPrivileged')).toBeLessThan(
      fake.calls.indexOf('whenReady'),
    );
    expect(fake.module.protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
    expect(window.loadURL).toHaveBeenCalledWith('app://wallart-admin/index.html');
  });

  it('opens a locked-down window without developer tools when packaged', async () => {
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173');
    await boot({ gotLock: true, isPackaged: true });
    const window = await bootedWindow();
    expect(window.options['webPreferences']).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      devTools: false,
    });
    const { preload } = window.options['webPreferences'] as { preload: string };
    expect(preload).toMatch(/preload[\\/]index\.cjs$/);
    // A packaged app ignores the dev server variable.
    expect(window.loadURL).toHaveBeenCalledWith('app://wallart-admin/index.html');
  });

  it('loads the dev server in development', async () => {
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173');
    await boot({ gotLock: true, isPackaged: false });
    const window = await bootedWindow();
    expect(window.loadURL).toHaveBeenCalledWith('http://localhost:5173');
    expect(window.options['webPreferences']).toMatchObject({ devTools: true });
  });

  it('wires every IPC channel, the permission guard and the menu', async () => {
    await boot({ gotLock: true });
    await bootedWindow();
    expect([...fake.ipcChannels.keys()].sort()).toEqual(Object.keys(ipcContract).sort());
    expect(fake.permissionHandlers.request).toBeTypeOf('function');
    expect(fake.module.Menu.setApplicationMenu).toHaveBeenCalled();
  });

  it('guards every web contents it creates', async () => {
    await boot({ gotLock: true });
    await bootedWindow();
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    fake.module.app.emit('web-contents-created', {}, contents);
    let prevented = false;
    contents.emit(
      'will-navigate',
      { preventDefault: () => (prevented = true) },
      'https://x.example',
    );
    expect(prevented).toBe(true);
    expect(fake.module.shell.openExternal).toHaveBeenCalledWith('https://x.example/');
    const openHandler = contents.setWindowOpenHandler.mock.calls[0]![0] as (d: {
      url: string;
    }) => unknown;
    expect(openHandler({ url: 'https://x.example' })).toEqual({ action: 'deny' });
  });

  it('remembers the window when it closes', async () => {
    await boot({ gotLock: true });
    const window = await bootedWindow();
    window.emit('close');
    const { readFile } = await import('node:fs/promises');
    await vi.waitFor(async () => {
      const saved = JSON.parse(await readFile(`${fake.userData}/settings.json`, 'utf8'));
      expect(saved.window).toEqual({ x: 10, y: 10, width: 1280, height: 820, maximized: false });
    });
  });

  it('prints a PDF the app hands over: a hidden window opens it, prints with the dialog and goes away', async () => {
    await boot({ gotLock: true });
    await bootedWindow();
    const print = fake.ipcChannels.get('print:pdf') as (
      event: unknown,
      ...args: unknown[]
    ) => Promise<unknown>;
    const fromApp = { senderFrame: { url: 'app://wallart-admin/index.html', parent: null } };
    const pdf = new TextEncoder().encode('%PDF-1.7\n%%EOF\n');

    await expect(print(fromApp, pdf)).resolves.toBe(true);
    expect(FakeWindow.all).toHaveLength(2);
    const hidden = FakeWindow.all[1]!;
    expect(hidden.options).toMatchObject({ show: false, webPreferences: { plugins: true } });
    expect(hidden.loadURL).toHaveBeenCalledWith(expect.stringMatching(/^file:.*\.pdf$/));
    expect(hidden.webContents.print).toHaveBeenCalledWith(
      expect.objectContaining({ silent: false }),
      expect.any(Function),
    );
    expect(hidden.destroy).toHaveBeenCalled();
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(fake.module.app.getPath('temp'))).toEqual([]);

    const fromElsewhere = { senderFrame: { url: 'https://evil.example/', parent: null } };
    await expect(print(fromElsewhere, pdf)).rejects.toThrow('did not come from the app');
    await expect(print(fromApp, new TextEncoder().encode('not a pdf'))).rejects.toThrow(
      'invalid arguments',
    );
    expect(FakeWindow.all).toHaveLength(2);
  });
});
