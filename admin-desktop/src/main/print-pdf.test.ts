import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserWindow, BrowserWindowConstructorOptions } from 'electron';
import { beforeEach, describe, expect, it } from 'vitest';
import { printPdf } from './print-pdf';
import { FakeWindow } from './test/fake-electron';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');

let tempDir: string;
/** What the PDF file held when the window opened it. */
let loaded: { url: string; bytes: Buffer } | null;

function createWindow(options: BrowserWindowConstructorOptions) {
  const window = new FakeWindow(options as Record<string, unknown>);
  window.loadURL.mockImplementation(async (url: string) => {
    loaded = { url, bytes: readFileSync(fileURLToPath(url)) };
    return undefined;
  });
  return window;
}

const deps = () => ({
  createWindow: (options: BrowserWindowConstructorOptions) =>
    createWindow(options) as unknown as BrowserWindow,
  tempDir,
});

const onlyWindow = () => {
  expect(FakeWindow.all).toHaveLength(1);
  return FakeWindow.all[0]!;
};

beforeEach(() => {
  FakeWindow.all = [];
  loaded = null;
  tempDir = mkdtempSync(path.join(tmpdir(), 'wallart-print-test-'));
});

describe('printPdf', () => {
  it('opens the PDF from a temp file in a hidden, locked-down window and shows the print dialog', async () => {
    await expect(printPdf(deps(), PDF)).resolves.toBe(true);
    const window = onlyWindow();
    expect(window.options).toMatchObject({
      show: false,
      webPreferences: {
        plugins: true,
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        devTools: false,
      },
    });
    expect(
      (window.options['webPreferences'] as Record<string, unknown>)['preload'],
    ).toBeUndefined();
    expect(loaded?.url).toMatch(/^file:\/\/.*\/wallart-print-[^/]+\/document\.pdf$/);
    expect(loaded?.bytes).toEqual(Buffer.from(PDF));
    expect(window.webContents.print).toHaveBeenCalledWith(
      expect.objectContaining({ silent: false }),
      expect.any(Function),
    );
  });

  it('removes the window and the temp file once printed', async () => {
    await printPdf(deps(), PDF);
    expect(onlyWindow().destroy).toHaveBeenCalledTimes(1);
    expect(readdirSync(tempDir)).toEqual([]);
    expect(existsSync(fileURLToPath(loaded?.url ?? 'file:///nowhere'))).toBe(false);
  });

  it('answers false when the person cancels the dialog, and still cleans up', async () => {
    const cancelling = (options: BrowserWindowConstructorOptions) => {
      const made = createWindow(options);
      made.webContents.print.mockImplementation((_options, callback) =>
        callback(false, 'Print job canceled'),
      );
      return made as unknown as BrowserWindow;
    };
    await expect(printPdf({ createWindow: cancelling, tempDir }, PDF)).resolves.toBe(false);
    expect(onlyWindow().destroy).toHaveBeenCalledTimes(1);
    expect(readdirSync(tempDir)).toEqual([]);
  });

  it('fails when printing fails or the PDF cannot be opened, and still cleans up', async () => {
    const failing = (how: 'print' | 'load') => (options: BrowserWindowConstructorOptions) => {
      const made = createWindow(options);
      if (how === 'print') {
        made.webContents.print.mockImplementation((_options, callback) =>
          callback(false, 'Print job failed'),
        );
      } else {
        made.loadURL.mockRejectedValue(new Error('ERR_FAILED'));
      }
      return made as unknown as BrowserWindow;
    };
    await expect(printPdf({ createWindow: failing('print'), tempDir }, PDF)).rejects.toThrow(
      'could not be printed (Print job failed)',
    );
    await expect(printPdf({ createWindow: failing('load'), tempDir }, PDF)).rejects.toThrow(
      'ERR_FAILED',
    );
    expect(FakeWindow.all).toHaveLength(2);
    for (const window of FakeWindow.all) expect(window.destroy).toHaveBeenCalledTimes(1);
    expect(readdirSync(tempDir)).toEqual([]);
  });
});
