import bcrypt from 'bcrypt';

const COST = 10;
// Compared against when the e-mail is unknown, so both answers take the same time.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', COST);

/**
 * Native bcrypt: hashing and comparing run on libuv's thread pool, off the event loop, so a
 * burst of logins never stalls other requests. Hashes made earlier by bcryptjs ($2a$/$2b$)
 * verify unchanged. Passwords are at most 72 UTF-8 bytes (the shared schemas refuse longer
 * ones), so nothing is cut off silently.
 */
export const hashPassword = (password: string) => bcrypt.hash(password, COST);

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== null;
}
