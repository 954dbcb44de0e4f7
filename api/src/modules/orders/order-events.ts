import type {
  Order,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  ShopSettings,
} from '@wallart/domain';

/** What the orders service tells its listeners, and the shapes its callers pass and get. */

/** What checkout knew: the settings it priced with; a guest's key, for the mailed link. */
export interface PlacedContext {
  settings: ShopSettings;
  orderToken?: string;
}

/** A placed order, with a guest order's key (PRODUCT §11). */
export type PlacedResult = Pick<PlacedContext, 'orderToken'> & { order: Order };

export type CancelReason = 'payment-expired' | 'shopper-cancelled';

/** What a listener learns of a status change besides the order as it now is. */
export interface StatusChangeContext {
  from: string;
  reason?: CancelReason;
}

export interface OrderEvents {
  orderPlaced?(order: Order, context: PlacedContext): void | Promise<void>;
  /**
   * An order's status really changed (never for the same status again), told once the change
   * is committed. A listener that fails never undoes or fails the change.
   */
  statusChanged?(order: Order, context: StatusChangeContext): void | Promise<void>;
  /** A guest order's key was replaced (a lookup): mail its new link. */
  orderLinkIssued?(order: Order, orderToken: string): void | Promise<void>;
}

export interface OrderListOptions {
  status?: OrderStatus | undefined;
  paymentStatus?: PaymentStatus | undefined;
  paymentMethod?: PaymentMethod | undefined;
  placedBy?: 'guest' | 'account' | undefined;
  search?: string | undefined;
  country?: string | undefined;
  /** Days, YYYY-MM-DD (UTC), both included. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}
