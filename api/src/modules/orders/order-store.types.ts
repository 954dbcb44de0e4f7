import type {
  OrderItemRow,
  OrderRow,
  OrderStatusChangeRow,
  ProductRow,
  ProductSizeRow,
} from '../../db/models';

/** The shapes the order store reads and the order writer writes (order-writer.ts). */

/** A bill line as written and shown: the order's id is the only thing it gains in the table. */
export type BillLine = Omit<OrderItemRow, 'id' | 'orderRefId' | 'downloads'>;
/** The columns that say how an order is being paid for. */
export type PaymentColumns = LaterPaymentColumns | 'paymentStatus';

/** The payment columns a new order leaves to their defaults (no slip, no note, no flag yet). */
export type LaterPaymentColumns =
  | 'paymentNote'
  | 'paymentChangedAt'
  | 'slipKey'
  | 'slipType'
  | 'slipUploadedAt'
  | 'paymentReminderSentAt'
  | 'paymentFlag';
/** Columns only a delivered order fills (the review request, decision 0155). */
export type AfterDeliveryColumns = 'reviewRequestedAt' | 'reviewStopTokenHash';
export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'status'
  | 'holdsStock'
  | 'hiddenByShopperAt'
  | 'updatedAt'
  | LaterPaymentColumns
  | AfterDeliveryColumns
>;
export type StatusChange = Omit<OrderStatusChangeRow, 'id'>;
/** What a list reads of an order's change to Shipped: enough to show its tracking. */
export type ShippedChange = Pick<
  OrderStatusChangeRow,
  'orderRefId' | 'toStatus' | 'carrier' | 'trackingNumber' | 'createdAt'
>;
/** The carrier and tracking number staff may give with a change to Shipped. */
export interface Tracking {
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}
/** One size of an ordered product: what pricing and the stock take need. */
export type OrderedSize = Pick<
  ProductSizeRow,
  'id' | 'size' | 'priceCents' | 'labeledPriceCents' | 'fileKey'
>;
/** A product an order names, with its sizes in the order staff set. */
export type OrderedProduct = Pick<ProductRow, 'id' | 'productId' | 'name' | 'images' | 'kind'> & {
  /** Its Sinhala and Tamil texts as stored (JSON), for the line's name in the order's language. */
  translations: string;
  sizes: OrderedSize[];
};

/** Prints of one size an order takes or gives back. */
export interface StockNeed {
  /** The size's row in `product_sizes`. */
  id: number;
  productRefId: number;
  /** The product's public id, which the catalogue cache knows it by. */
  productId: string;
  name: string;
  size: string;
  quantity: number;
}

/** Prints an order's line holds: its product (null once deleted), size label and quantity. */
export type HeldLine = Pick<
  OrderItemRow,
  'productRefId' | 'productId' | 'productName' | 'size' | 'quantity' | 'fileKey'
>;

/** The order's charges once its discount is known: what it takes off, the fee and total. */
export interface PlacedOrderRows {
  row: OrderRow;
  lines: BillLine[];
}

export interface OrderFilter {
  /** Only this shopper's orders; all orders when left out. */
  userId?: number | undefined;
  /** Leaves out the orders their shoppers deleted (hidden from them, kept for staff). */
  shownToShopper?: boolean | undefined;
  status?: string | undefined;
  paymentStatus?: string | undefined;
  paymentMethod?: string | undefined;
  /** Part of the order number, the name or the e-mail, in any case. */
  search?: string | undefined;
  country?: string | undefined;
  /** Placed at or after this moment. */
  placedFrom?: Date | undefined;
  /** Placed before this moment. */
  placedBefore?: Date | undefined;
  /** Only orders placed without an account (true), or only with one (false). */
  placedAsGuest?: boolean | undefined;
}
