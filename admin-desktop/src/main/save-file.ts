import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserWindow, Dialog } from 'electron';

/** Asks where to save a file the admin produced (a CSV export, a PDF) and writes it there. */
export async function saveFileWithDialog(options: {
  dialog: Pick<Dialog, 'showSaveDialog'>;
  window: BrowserWindow | null;
  downloadsDir: string;
  fileName: string;
  content: string | Uint8Array;
}): Promise<boolean> {
  const extension = path.extname(options.fileName).slice(1);
  const dialogOptions = {
    defaultPath: path.join(options.downloadsDir, options.fileName),
    filters: extension ? [{ name: extension.toUpperCase(), extensions: [extension] }] : [],
  };
  const result = options.window
    ? await options.dialog.showSaveDialog(options.window, dialogOptions)
    : await options.dialog.showSaveDialog(dialogOptions);
  if (result.canceled || !result.filePath) return false;
  if (typeof options.content === 'string')
    await writeFile(result.filePath, options.content, 'utf8');
  else await writeFile(result.filePath, options.content);
  return true;
}
