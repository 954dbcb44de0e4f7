import type { AuditAction, AuditEntityType, AuditEntry } from '@wallart/domain';

export const ACTION_LABELS: Record<AuditAction, string> = {
  'product.create': 'Product created',
  'product.update': 'Product edited',
  'product.delete': 'Product deleted',
  'order.status': 'Order status changed',
  'order.delete': 'Order deleted',
  'order.payment': 'Payment verified or rejected',
  'order.resend-link': "Guest's order link sent again",
  'user.delete': 'User deleted',
  'user.disable': 'User disabled',
  'user.enable': 'User enabled',
  'user.promote': 'User made an admin',
  'user.demote': 'Admin role taken back',
  'review.approve': 'Review approved',
  'review.hide': 'Review hidden',
  'review.unhide': 'Review shown again',
  'review.delete': 'Review deleted',
  'inbox.status': 'Message status changed',
  'inbox.quote': 'Quote sent',
  'catalogue.import': 'Catalogue imported (CSV)',
  'settings.update': 'Shop settings changed',
  'discount.create': 'Discount code created',
  'discount.update': 'Discount code edited',
  'discount.delete': 'Discount code deleted',
  'discount.deactivate': 'Used discount code deactivated',
  'return.request': 'Return requested',
  'return.approve': 'Return approved',
  'return.reject': 'Return rejected',
  'return.receive': 'Return received',
  'return.refund': 'Refund recorded',
  'content.update': 'Shop text edited',
};

export const ENTITY_LABELS: Record<AuditEntityType, string> = {
  product: 'Product',
  order: 'Order',
  user: 'User',
  review: 'Review',
  inbox: 'Message',
  catalogue: 'Catalogue',
  settings: 'Settings',
  discount: 'Discount code',
  return: 'Return',
  content: 'Shop text',
};

/** The filter's names for each kind of entry. */
export const ENTITY_FILTER_LABELS: Record<AuditEntityType, string> = {
  product: 'Products',
  order: 'Orders',
  user: 'Users',
  review: 'Reviews',
  inbox: 'Inbox',
  catalogue: 'Catalogue',
  settings: 'Settings',
  discount: 'Discounts',
  return: 'Returns',
  content: 'Shop texts',
};

/** The entity in words, e.g. "Order WA-ABCD2345" or "User 12". */
export const entityName = (entry: AuditEntry) =>
  `${ENTITY_LABELS[entry.entityType]} ${entry.entityId}`;
