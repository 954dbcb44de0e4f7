import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, openSettingsStore } from './settings-store';

let filePath: string;
beforeEach(() => {
  filePath = path.join(mkdtempSync(path.join(tmpdir(), 'wallart-settings-')), 'settings.json');
});

const WINDOW = { x: 40, y: 30, width: 1200, height: 800, maximized: false };

describe('settings store', () => {
  it('gives defaults on first run', async () => {
    expect((await openSettingsStore(filePath)).read()).toEqual(DEFAULT_SETTINGS);
  });

  it('remembers the server address and the window across restarts', async () => {
    const store = await openSettingsStore(filePath);
    await store.update({ serverUrl: 'https://shop.example/' });
    await store.update({ window: WINDOW });
    expect(await loadSettings(filePath)).toEqual({
      serverUrl: 'https://shop.example',
      window: WINDOW,
    });
  });

  it('gives defaults for a corrupt file', async () => {
    writeFileSync(filePath, '{"serverUrl": "http://loc');
    expect(await loadSettings(filePath)).toEqual(DEFAULT_SETTINGS);
    writeFileSync(filePath, '[1, 2, 3]');
    expect(await loadSettings(filePath)).toEqual(DEFAULT_SETTINGS);
  });

  it('drops only the broken part of a file', async () => {
    writeFileSync(
      filePath,
      JSON.stringify({ serverUrl: 'https://192.168.1.20:3443', window: { width: 'wide' } }),
    );
    expect(await loadSettings(filePath)).toEqual({
      serverUrl: 'https://192.168.1.20:3443',
      window: null,
    });
    writeFileSync(filePath, JSON.stringify({ serverUrl: 'javascript:alert(1)', window: WINDOW }));
    expect(await loadSettings(filePath)).toEqual({ serverUrl: null, window: WINDOW });
  });

  it('writes plain JSON a person can read', async () => {
    const store = await openSettingsStore(filePath);
    await store.update({ serverUrl: 'http://localhost:3000' });
    expect(JSON.parse(readFileSync(filePath, 'utf8'))).toEqual({
      serverUrl: 'http://localhost:3000',
      window: null,
    });
  });
});
