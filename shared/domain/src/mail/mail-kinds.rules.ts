/**
 * Every mail the shop sends, by kind: what staff pick from on the Mail previews screen
 * (`GET /api/admin/mail-previews`).
 */
export const MAIL_KINDS = [
  'order-confirmation',
  'order-processing',
  'order-shipped',
  'order-delivered',
  'order-cancelled',
  'order-cancelled-by-shopper',
  'order-expired',
  'payment-verified',
  'payment-rejected',
  'payment-failed',
  'payment-reminder',
  'password-reset',
  'back-in-stock',
  'review-request',
  'new-order-notice',
  'new-orders-digest',
  'slip-uploaded-notice',
  'custom-art-notice',
  'custom-art-quote',
  'return-requested',
  'return-approved',
  'return-rejected',
  'return-received',
  'return-refunded',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** Who receives a kind of mail: the shopper, or the shop's own inbox. */
export type MailAudience = 'shopper' | 'shop';

export const MAIL_KIND_INFO: Record<MailKind, { label: string; audience: MailAudience }> = {
  'order-confirmation': { label: 'Order confirmed', audience: 'shopper' },
  'order-processing': { label: 'Order being prepared (Processing)', audience: 'shopper' },
  'order-shipped': { label: 'Order shipped, with tracking', audience: 'shopper' },
  'order-delivered': { label: 'Order delivered', audience: 'shopper' },
  'order-cancelled': { label: 'Order cancelled', audience: 'shopper' },
  'order-cancelled-by-shopper': { label: 'Order cancelled by the customer', audience: 'shopper' },
  'order-expired': { label: 'Order cancelled: payment not received', audience: 'shopper' },
  'payment-verified': { label: 'Payment verified', audience: 'shopper' },
  'payment-rejected': { label: 'Payment rejected', audience: 'shopper' },
  'payment-failed': { label: 'Card payment failed', audience: 'shopper' },
  'payment-reminder': { label: 'Bank transfer reminder', audience: 'shopper' },
  'password-reset': { label: 'Password reset code', audience: 'shopper' },
  'back-in-stock': { label: 'Back in stock (a size someone asked about)', audience: 'shopper' },
  'review-request': { label: 'Review request (5 days after delivery)', audience: 'shopper' },
  'new-order-notice': { label: 'New order (to the shop)', audience: 'shop' },
  'slip-uploaded-notice': { label: 'Bank slip to verify (to the shop)', audience: 'shop' },
  'new-orders-digest': {
    label: 'New orders gathered at a busy time (to the shop)',
    audience: 'shop',
  },
  'custom-art-notice': { label: 'Custom art request (to the shop)', audience: 'shop' },
  'custom-art-quote': { label: 'Custom art quote', audience: 'shopper' },
  'return-requested': { label: 'Return request received', audience: 'shopper' },
  'return-approved': { label: 'Return approved, with instructions', audience: 'shopper' },
  'return-rejected': { label: 'Return not accepted, with the note', audience: 'shopper' },
  'return-received': { label: 'Returned prints received', audience: 'shopper' },
  'return-refunded': { label: 'Return refunded', audience: 'shopper' },
};

export function isMailKind(value: string): value is MailKind {
  return (MAIL_KINDS as readonly string[]).includes(value);
}
