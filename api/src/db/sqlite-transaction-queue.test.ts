import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/app-error';
import { createTransactionQueue, SHOP_BUSY_MESSAGE } from './sqlite-transaction-queue';

// SQLite's one writer, taken in turn: what a transaction waiting for it sees.

describe('the SQLite transaction queue', () => {
  it('hands the writer on in the order it was asked for', async () => {
    const queue = createTransactionQueue(1000);
    const turns: string[] = [];
    await queue.acquire('a');
    const b = queue.acquire('b').then(() => turns.push('b'));
    const c = queue.acquire('c').then(() => turns.push('c'));
    queue.release('a');
    await b;
    queue.release('b');
    await c;
    expect(turns).toEqual(['b', 'c']);
  });

  it('refuses a transaction whose turn does not come in time as busy (503), and goes on', async () => {
    const queue = createTransactionQueue(30);
    await queue.acquire('holder');
    const refused = await queue.acquire('late').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'unavailable', message: SHOP_BUSY_MESSAGE });
    // The refused one left the line: the next in it gets the writer on release.
    const next = queue.acquire('next');
    queue.release('holder');
    await expect(next).resolves.toBeUndefined();
  });
});
