/**
 * The words every text about an order shares, its mails and its documents (PRODUCT §12):
 * how it ships, how it is paid, its amounts. English keeps the shop's texts word for word.
 */
export const en = {
  'method.cod': 'Cash on delivery',
  'method.bank-transfer': 'Bank transfer',
  'method.card': 'Card',
  'status.unpaid': 'Unpaid',
  'status.awaiting-verification': 'Awaiting verification',
  'status.paid': 'Paid',
  'status.failed': 'Failed',
  'status.partially-refunded': 'Partially refunded',
  'status.refunded': 'Refunded',
  'ship.standard': 'Standard delivery',
  'ship.express': 'Express delivery',
  'ship.international': 'International shipping',
  'ship.internationalZone': 'International shipping ({zone})',
  'ship.digital': 'Digital download',
  'zone.south-asia': 'South Asia',
  'zone.asia-pacific': 'Asia & Pacific',
  'zone.middle-east': 'Middle East',
  'zone.europe': 'Europe',
  'zone.americas': 'Americas',
  'zone.africa': 'Africa',
  'days.one': '{days} business day',
  'days.many': '{range} business days',
  subtotal: 'Subtotal',
  total: 'Total',
  discount: 'Discount ({code})',
  free: 'Free',
  phone: 'Phone: {phone}',
};

export type OrderWord = keyof typeof en;
