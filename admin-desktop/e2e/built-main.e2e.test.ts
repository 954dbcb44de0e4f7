import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeElectron, FakeWindow } from '../src/main/test/fake-electron';
import { ensureBuilt, outDir } from './built-app';

/** The bundles electron-vite built, started with a stand-in for Electron (no binary here). */
beforeAll(() => ensureBuilt());

describe('the built app', () => {
  it('starts its main process, opening a window with the built preload, served from app://', async () => {
    const fake = createFakeElectron({ gotLock: true, isPackaged: true });
    vi.doMock('electron', () => fake.module);
    await import(pathToFileURL(path.join(outDir, 'main/index.js')).href);
    await vi.waitFor(() => expect(FakeWindow.all).toHaveLength(1));
    const window = FakeWindow.all[0]!;

    const { preload } = window.options['webPreferences'] as { preload: string };
    expect(preload).toBe(path.join(outDir, 'preload/index.cjs'));
    expect(existsSync(preload)).toBe(true);
    expect(window.loadURL).toHaveBeenCalledWith('app://wallart-admin/index.html');

    const [scheme, handler] = fake.module.protocol.handle.mock.calls[0] as unknown as [
      string,
      (request: { url: string }) => Promise<Response>,
    ];
    expect(scheme).toBe('app');
    const page = await handler({ url: 'app://wallart-admin/index.html' });
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /<script type="module" crossorigin src="\.\/(assets\/[^"]+\.js)"/.exec(html);
    expect(script).not.toBeNull();
    const bundle = await handler({ url: `app://wallart-admin/${script![1]}` });
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
  });

  it('has a sandbox-ready preload: one CommonJS file that needs only electron', () => {
    const preload = readFileSync(path.join(outDir, 'preload/index.cjs'), 'utf8');
    const required = [...preload.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
    expect(required).toEqual(['electron']);
    expect(preload).toContain('exposeInMainWorld');
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    expect(preload).not.toContain('ipcRenderer.send(');
  });
});
