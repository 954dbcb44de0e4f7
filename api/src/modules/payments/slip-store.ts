import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { PAYMENT_SLIP_TYPES, type PaymentSlipType } from '@wallart/domain';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../lib/private-files';

/**
 * Bank slips, kept privately in one folder (DATA_DIR/slips) that no static route serves: the
 * only way to a slip is the order's slip route, for its owner and staff.
 */
export function createSlipStore(dir: string) {
  const fileOf = (key: string) => {
    const file = path.resolve(dir, key);
    if (path.dirname(file) !== path.resolve(dir)) throw new Error(`Unsafe slip key: ${key}`);
    return file;
  };

  return {
    /** Stores the bytes under a new, unguessable key and answers the key. */
    async put(orderID: string, bytes: Buffer, type: PaymentSlipType): Promise<string> {
      await fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const safeOrder = orderID.replace(/[^A-Za-z0-9-]/g, '');
      const key = `${safeOrder}-${crypto.randomBytes(12).toString('hex')}.${PAYMENT_SLIP_TYPES[type]}`;
      await fsp.writeFile(fileOf(key), bytes, { flag: 'wx', mode: PRIVATE_FILE_MODE });
      return key;
    },

    /** The slip's bytes as a stream, or null when the file is gone. */
    async open(key: string): Promise<{ stream: Readable; size: number } | null> {
      try {
        const file = fileOf(key);
        const { size } = await fsp.stat(file);
        return { stream: fs.createReadStream(file), size };
      } catch {
        return null;
      }
    },

    /** Removes a slip that was replaced or never recorded; a missing file is fine. */
    async remove(key: string): Promise<void> {
      await fsp.rm(fileOf(key), { force: true });
    },
  };
}

export type SlipStore = ReturnType<typeof createSlipStore>;
