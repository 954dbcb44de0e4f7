import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTokenStore, type SafeStorageLike } from './token-store';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

/** Stands in for the OS keychain: reversible, but the stored bytes never show the token. */
function fakeSafeStorage(available = true, backend = 'gnome_libsecret'): SafeStorageLike {
  const MARK = Buffer.from('ENC1');
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (text) =>
      Buffer.concat([MARK, Buffer.from(text, 'utf8').map((byte) => byte ^ 0x5a)]),
    decryptString: (data) => {
      if (!data.subarray(0, MARK.length).equals(MARK)) throw new Error('Error while decrypting');
      return Buffer.from(data.subarray(MARK.length).map((byte) => byte ^ 0x5a)).toString('utf8');
    },
  };
}

let filePath: string;
beforeEach(() => {
  filePath = path.join(mkdtempSync(path.join(tmpdir(), 'wallart-token-')), 'session.bin');
});

describe('token store', () => {
  it('starts signed out', async () => {
    expect(await createTokenStore({ filePath, safeStorage: fakeSafeStorage() }).get()).toBeNull();
  });

  it('keeps the token encrypted on disk and reads it back after a restart', async () => {
    await createTokenStore({ filePath, safeStorage: fakeSafeStorage() }).set(TOKEN);
    expect(readFileSync(filePath).toString('latin1')).not.toContain(TOKEN);
    const afterRestart = createTokenStore({ filePath, safeStorage: fakeSafeStorage() });
    expect(await afterRestart.get()).toBe(TOKEN);
  });

  it('forgets the token on sign-out, on disk too', async () => {
    const store = createTokenStore({ filePath, safeStorage: fakeSafeStorage() });
    await store.set(TOKEN);
    await store.clear();
    expect(await store.get()).toBeNull();
    expect(existsSync(filePath)).toBe(false);
    expect(await createTokenStore({ filePath, safeStorage: fakeSafeStorage() }).get()).toBeNull();
  });

  it('treats a corrupt file as signed out and removes it', async () => {
    writeFileSync(filePath, 'garbage that does not decrypt');
    const store = createTokenStore({ filePath, safeStorage: fakeSafeStorage() });
    await expect(store.get()).resolves.toBeNull();
    expect(existsSync(filePath)).toBe(false);
  });

  it('treats a file that decrypts to something other than a token as signed out', async () => {
    writeFileSync(filePath, fakeSafeStorage().encryptString('not a token\n<script>'));
    await expect(
      createTokenStore({ filePath, safeStorage: fakeSafeStorage() }).get(),
    ).resolves.toBeNull();
  });

  it('never writes the token in clear when the system has no encryption', async () => {
    const store = createTokenStore({ filePath, safeStorage: fakeSafeStorage(false) });
    await store.set(TOKEN);
    expect(await store.get()).toBe(TOKEN);
    expect(existsSync(filePath)).toBe(false);
  });

  it('keeps the token in memory only on Linux without a keyring (fixed-key encryption)', async () => {
    const store = createTokenStore({ filePath, safeStorage: fakeSafeStorage(true, 'basic_text') });
    await store.set(TOKEN);
    expect(await store.get()).toBe(TOKEN);
    expect(existsSync(filePath)).toBe(false);
  });

  it('refuses to store something that is not a token', async () => {
    const store = createTokenStore({ filePath, safeStorage: fakeSafeStorage() });
    await expect(store.set('two words')).rejects.toThrow();
    expect(existsSync(filePath)).toBe(false);
  });
});
