import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { serverUrlSchema } from '../ipc-contract';

export const MIN_WINDOW_WIDTH = 900;
export const MIN_WINDOW_HEIGHT = 600;

const windowStateSchema = z.object({
  x: z.number().int().min(-100_000).max(100_000).optional(),
  y: z.number().int().min(-100_000).max(100_000).optional(),
  width: z.number().int().min(MIN_WINDOW_WIDTH).max(20_000),
  height: z.number().int().min(MIN_WINDOW_HEIGHT).max(20_000),
  maximized: z.boolean().default(false),
});
export type WindowState = z.infer<typeof windowStateSchema>;

/** Each field falls back on its own, so a broken window entry never loses the server address. */
export const settingsSchema = z.object({
  serverUrl: serverUrlSchema.nullable().catch(null),
  window: windowStateSchema.nullable().catch(null),
});
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = { serverUrl: null, window: null };

export interface SettingsStore {
  read(): Settings;
  update(patch: Partial<Settings>): Promise<Settings>;
}

/**
 * The app's few remembered settings (server address, window size and place) in a small JSON
 * file in the user-data folder. Read once at start: a missing or corrupt file gives defaults.
 */
export async function openSettingsStore(filePath: string): Promise<SettingsStore> {
  let current = await loadSettings(filePath);
  // Writes are chained so two quick updates can't interleave on disk.
  let writing: Promise<unknown> = Promise.resolve();
  return {
    read: () => current,
    async update(patch) {
      current = settingsSchema.parse({ ...current, ...patch });
      const snapshot = JSON.stringify(current, null, 2);
      const write = writing.then(() => writeAtomically(filePath, snapshot));
      writing = write.catch(() => undefined);
      await write;
      return current;
    },
  };
}

export async function loadSettings(filePath: string): Promise<Settings> {
  let text: string;
  try {
    text = await readFile(filePath, 'utf8');
  } catch {
    return DEFAULT_SETTINGS;
  }
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

async function writeAtomically(filePath: string, text: string): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  const temporary = `${filePath}.${process.pid}.tmp`;
  await writeFile(temporary, text, 'utf8');
  await rename(temporary, filePath);
}
