import type { OrderToPlace } from './order-claims';
import type { PlacedOrderRows } from './order-store.types';
import type { OrderRemoval, StatusWrite, StatusWritten } from './order-changes';

/**
 * The one way orders are written, one implementation per database (decision 0086), chosen once
 * in the composition root (app-context.ts):
 * - sqlite/sqlite-order-writer.ts: a group's transaction in three trips to SQLite (decision
 *   0104), written by a thread of its own (order-writer-thread.ts);
 * - postgres/postgres-order-writer.ts: a group's transaction, each order in its own savepoint.
 *
 * Every kind of order is placed by `place`, with the claims it brings (order-claims.ts); every
 * change of status by `changeStatus`. Orders that arrive while a group is being written go
 * together in the next one; each is settled on its own, so a refused claim fails that order
 * alone, with the shop's error for it.
 */
export interface OrderWriter {
  /** Writes the order with its claims, or throws the error of the claim that refused it. */
  place(request: OrderToPlace): Promise<PlacedOrderRows>;
  /** One change of one order's status (order-changes.ts); null when there is no such order. */
  changeStatus(write: StatusWrite): Promise<StatusWritten | null>;
  /** Staff's deletion of an order, its stock given back (order-changes.ts). */
  remove(removal: OrderRemoval): Promise<StatusWritten>;
  /** Resolves once the writes asked for so far are settled (for shutdown). */
  idle(): Promise<void>;
  /** Once the writes asked for so far are settled, lets go of what the writer holds. */
  close(): Promise<void>;
}
