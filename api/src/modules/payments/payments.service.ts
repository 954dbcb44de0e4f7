import { createCardCheckout } from './card-checkout.service';
import { createPaymentContext, type PaymentsDeps } from './payment-context';
import { createPaymentReview } from './payment-review.service';
import { createPayHereNotices } from './payhere-notices.service';
import { createSlipPayments } from './payment-slips.service';

export type { PayHereGateway, PaymentsDeps } from './payment-context';
export { md5 } from './card-checkout.service';
export { PAID_AFTER_CANCEL, type NoticeOutcome } from './payhere-notices.service';

/**
 * Getting paid (PRODUCT §7): bank slips (`payment-slips.service.ts`) and staff's verdict on
 * them (`payment-review.service.ts`), the card gateway's checkout form
 * (`card-checkout.service.ts`) and its signed notices (`payhere-notices.service.ts`). Every
 * payment change happens on the locked order row.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const context = createPaymentContext(deps);
  return {
    ...createSlipPayments(deps, context),
    ...createPaymentReview(deps, context),
    ...createCardCheckout(deps, context),
    ...createPayHereNotices(deps, context),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
