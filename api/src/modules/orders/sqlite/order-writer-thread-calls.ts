import { AppError } from '../../../lib/app-error';
import { failureOf, startThread, threadCalls, type Failure } from '../../../lib/worker-threads';
import type { ErrorCode, FieldError } from '@wallart/domain';
import type { DecidedChange, StatusWritten } from '../order-changes';
import type { OrderToPlace } from '../order-claims';
import type { Placed } from '../order-placing';
import type { PlacedOrderRows } from '../order-store.types';

/**
 * How the API process and SQLite's order writer thread (order-writer-thread.ts) talk: a call is
 * a group of orders, its answer each order's outcome, or a status change decided in the process,
 * its answer the change written (null: the order changed meanwhile). A refusal crosses as its
 * code and message and is the shop's error again on this side.
 */

export interface WriterThreadData {
  /** The database file. */
  file: string;
}

type Crossed = { ok: true; value: PlacedOrderRows } | { ok: false; failure: Failure };

/** A group of orders to place, or one decided change of an order's status. */
type WriterAsk =
  { kind: 'group'; requests: OrderToPlace[] } | { kind: 'change'; change: DecidedChange };
export type WriterCall = WriterAsk & {
  /** Whether the API process logs its SQL now: the thread's statements then come back. */
  logging: boolean;
};

export type WriterAnswer = (
  { kind: 'group'; outcomes: Crossed[] } | { kind: 'change'; written: StatusWritten | null }
) & { statements: string[] };

export const crossing = (placed: Placed): Crossed =>
  placed.ok ? placed : { ok: false, failure: failureOf(placed.error) };

/** A failure as the error it was: the shop's, with its code and fields, or a plain one. */
export function errorOf(failure: Failure): Error {
  if (!failure.code) return new Error(failure.message);
  return new AppError(
    failure.code as ErrorCode,
    failure.message,
    (failure.errors ?? []) as FieldError[],
  );
}

export function startWriterThread(
  data: WriterThreadData,
  /** Where the API process logs SQL now (its driver's `log.logger`), or null. */
  logger: () => ((sql: string) => void) | null,
) {
  const calls = threadCalls<WriterCall, WriterAnswer>(
    () => startThread(import.meta.url, 'order-writer-thread', data),
    "SQLite's order writer thread",
    errorOf,
  );
  calls.start();
  async function call(ask: WriterAsk) {
    const log = logger();
    const answer = await calls.call({ ...ask, logging: log !== null });
    if (log) for (const sql of answer.statements) log(sql);
    return answer;
  }
  return {
    async place(requests: OrderToPlace[]): Promise<Placed[]> {
      const answer = await call({ kind: 'group', requests });
      const outcomes = answer.kind === 'group' ? answer.outcomes : [];
      return outcomes.map((o) => (o.ok ? o : { ok: false, error: errorOf(o.failure) }));
    },
    /** Writes the change, or answers null when the order changed since it was decided on. */
    async change(change: DecidedChange): Promise<StatusWritten | null> {
      const answer = await call({ kind: 'change', change });
      return answer.kind === 'change' ? answer.written : null;
    },
    close: calls.close,
  };
}
