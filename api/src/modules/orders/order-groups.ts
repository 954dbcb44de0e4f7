/**
 * The queue an order writer gathers its writes in: the writes asked for in the same turn of the
 * event loop, and those that arrive while a group is being written, go together as the next
 * group. Nobody waits on a timer: the group starts as soon as the turn's callbacks have run
 * (`setImmediate`). `writeGroup` settles each write of its group on its own.
 */

export interface Pending<Request, Result> {
  request: Request;
  resolve(result: Result): void;
  reject(error: unknown): void;
}

const MAX_GROUP = 32;

export function createWriteGroups<Request, Result>(
  /** Settles every write of the group; a throw rejects those it left unsettled. */
  writeGroup: (group: Pending<Request, Result>[]) => Promise<void>,
) {
  const queue: Pending<Request, Result>[] = [];
  let writing: Promise<void> | null = null;

  async function writeNext(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const group = queue.splice(0, MAX_GROUP);
    try {
      await writeGroup(group);
    } catch (error) {
      // Rejecting a write already settled changes nothing.
      for (const pending of group) pending.reject(error);
    }
  }

  function next(): void {
    if (writing || queue.length === 0) return;
    writing = writeNext().finally(() => {
      writing = null;
      next();
    });
  }

  return {
    write(request: Request): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        next();
      });
    },
    /** Puts writes back at the head of the queue (PostgreSQL: a deadlock's loser goes again). */
    again(pending: Pending<Request, Result>[]): void {
      queue.unshift(...pending);
    },
    async idle(): Promise<void> {
      while (writing || queue.length > 0) await (writing ?? Promise.resolve());
    },
  };
}
