import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserWindow, BrowserWindowConstructorOptions, WebContents } from 'electron';
import { lockedDownPreferences } from './security';

/** What Electron's print callback says when the person closes the dialog without printing. */
const CANCELLED = 'Print job canceled';

export interface PrintPdfDeps {
  createWindow: (options: BrowserWindowConstructorOptions) => BrowserWindow;
  /** The folder the PDF waits in while it prints (the system's temp folder). */
  tempDir: string;
}

/**
 * A window nobody sees, locked down like the app's own but with no bridge; plugins are on
 * because Chromium's PDF viewer, which lays the document out for printing, is one.
 */
export function printWindowOptions(): BrowserWindowConstructorOptions {
  return {
    show: false,
    width: 800,
    height: 1100,
    webPreferences: { ...lockedDownPreferences(false), plugins: true },
  };
}

function printContents(contents: WebContents): Promise<boolean> {
  return new Promise((resolve, reject) => {
    contents.print({ silent: false, printBackground: true }, (success, failureReason) => {
      if (success) resolve(true);
      else if (failureReason === CANCELLED) resolve(false);
      else reject(new Error(`The document could not be printed (${failureReason})`));
    });
  });
}

/**
 * Prints a PDF through the system print dialog: the bytes go to a file of their own in a
 * fresh temp folder, a hidden window opens it, and print() shows the dialog. The window and
 * the folder are removed afterwards, printed, cancelled or failed. False when cancelled.
 */
export async function printPdf(deps: PrintPdfDeps, pdf: Uint8Array): Promise<boolean> {
  const dir = await mkdtemp(path.join(deps.tempDir, 'wallart-print-'));
  let window: BrowserWindow | null = null;
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf, { mode: 0o600 });
    window = deps.createWindow(printWindowOptions());
    await window.loadURL(pathToFileURL(file).href);
    return await printContents(window.webContents);
  } finally {
    if (window && !window.isDestroyed()) window.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}
