import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { tokenSchema } from '../ipc-contract';

/** The part of Electron's safeStorage the store uses (a fake stands in for it in tests). */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /** Linux only: which secret store backs the encryption. */
  getSelectedStorageBackend?(): string;
}

/**
 * Whether the token may be written to disk: the system must offer real encryption. On Linux
 * without a keyring Electron falls back to "basic_text", a fixed key anyone can use.
 */
export function canPersist(safeStorage: SafeStorageLike): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  return safeStorage.getSelectedStorageBackend?.() !== 'basic_text';
}

export interface TokenStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The staff member's session token, encrypted with the operating system's keychain through
 * safeStorage in one file in the user-data folder. A missing, unreadable or tampered file means
 * "signed out" (the file is removed), never a crash. Where the system offers no real encryption
 * the token lives in memory only (sign in at each start), so it is never written in clear.
 */
export function createTokenStore(options: {
  filePath: string;
  safeStorage: SafeStorageLike;
}): TokenStore {
  const { filePath, safeStorage } = options;
  // undefined: not read from disk yet.
  let cached: string | null | undefined;

  async function load(): Promise<string | null> {
    let encrypted: Buffer;
    try {
      encrypted = await readFile(filePath);
    } catch {
      return null;
    }
    try {
      if (!canPersist(safeStorage)) return null;
      const token = tokenSchema.safeParse(safeStorage.decryptString(encrypted));
      if (token.success) return token.data;
    } catch {
      // Falls through: a file that does not decrypt is treated like a forged one.
    }
    await rm(filePath, { force: true }).catch(() => undefined);
    return null;
  }

  return {
    async get() {
      if (cached === undefined) cached = await load();
      return cached;
    },
    async set(token) {
      const valid = tokenSchema.parse(token);
      cached = valid;
      if (!canPersist(safeStorage)) {
        await rm(filePath, { force: true });
        return;
      }
      await mkdir(path.dirname(filePath), { recursive: true });
      const temporary = `${filePath}.${process.pid}.tmp`;
      await writeFile(temporary, safeStorage.encryptString(valid), { mode: 0o600 });
      await rename(temporary, filePath);
    },
    async clear() {
      cached = null;
      await rm(filePath, { force: true });
    },
  };
}
