import type { Logger } from 'pino';

/** A refund to send back through the card gateway the order was paid with. */
export interface CardRefund {
  orderID: string;
  amountCents: number;
  reference: string | null;
}

/**
 * Where a card refund goes once staff record it. PayHere's refund API needs the merchant's
 * app credentials, which this shop does not hold yet (decision 0121), so the shop's gateway
 * only records: the refund is written with the return, and staff make it in PayHere's portal
 * with the reference they typed.
 */
export interface RefundGateway {
  refund(refund: CardRefund): Promise<void>;
}

export function recordingRefundGateway(logger: Logger): RefundGateway {
  return {
    async refund(refund) {
      logger.info({ refund }, 'Card refund recorded; make it in the PayHere portal');
    },
  };
}
