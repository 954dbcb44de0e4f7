import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../lib/private-files';

/**
 * The secret that signs sessions: JWT_SECRET when set, otherwise one generated on first start
 * and kept in the data folder (readable by the shop's user only), so restarts keep sessions.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch {
    // No secret yet: make one below.
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  ensurePrivateDir(dataDir);
  fs.writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}
