import { AppError } from '../lib/app-error';

/** What a write waiting longer than the queue's timeout is answered (503). */
export const SHOP_BUSY_MESSAGE = 'The shop is very busy right now. Please try again in a moment.';

/**
 * One SQLite transaction at a time in this process (SQLite has one writer anyway). Without
 * this queue, transactions waiting for the write lock each park a libuv worker thread in the
 * busy handler; with 4+ waiting, the transaction holding the lock gets no thread to finish on
 * and everything stalls until the busy timeout runs out.
 *
 * A transaction that waits longer than `timeoutMs` for its turn is refused as `unavailable`
 * (503): the shop is taking more writes than it can make, and the caller may try again; nothing
 * of it was written.
 */
export function createTransactionQueue(timeoutMs: number) {
  let holder: string | null = null;
  const waiting: { id: string; grant: () => void }[] = [];
  return {
    acquire(id: string): Promise<void> {
      if (holder === null) {
        holder = id;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const entry = {
          id,
          grant: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new AppError('unavailable', SHOP_BUSY_MESSAGE));
        }, timeoutMs);
        waiting.push(entry);
      });
    },
    release(id: string): void {
      if (holder !== id) return;
      const next = waiting.shift();
      holder = next ? next.id : null;
      next?.grant();
    },
  };
}
