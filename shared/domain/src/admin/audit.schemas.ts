import { z } from 'zod';
import { pagingQuerySchema } from '../api-contract/paging.schemas';

/** What an audit entry is about. A CSV import touches the whole catalogue at once. */
export const AUDIT_ENTITY_TYPES = [
  'product',
  'order',
  'user',
  'review',
  'inbox',
  'catalogue',
  'settings',
  'discount',
  'return',
  'content',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** Every admin write the shop records, named `<entity type>.<verb>`. */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'order.status',
  'order.delete',
  'order.payment',
  'order.resend-link',
  'user.delete',
  'user.disable',
  'user.enable',
  'user.promote',
  'user.demote',
  'review.approve',
  'review.hide',
  'review.unhide',
  'review.delete',
  'inbox.status',
  'inbox.quote',
  'catalogue.import',
  'settings.update',
  'discount.create',
  'discount.update',
  'discount.delete',
  'discount.deactivate',
  'return.request',
  'return.approve',
  'return.reject',
  'return.receive',
  'return.refund',
  'content.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A record as the API presented it at the time (never a raw row, so never a secret). */
export const auditSnapshotSchema = z.record(z.string(), z.unknown());
export type AuditSnapshot = z.infer<typeof auditSnapshotSchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  /** Null when the admin's account was deleted since, or for the shop's own writes. */
  actorId: z.string().nullable(),
  /** Kept as it was, so a deleted admin's entries still say who; null for the shop itself. */
  actorEmail: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  /** Null for a creation. */
  before: auditSnapshotSchema.nullable(),
  /** Null for a deletion. */
  after: auditSnapshotSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuerySchema = pagingQuerySchema.extend({
  entityType: z
    .enum(AUDIT_ENTITY_TYPES, { message: `entityType is one of ${AUDIT_ENTITY_TYPES.join(', ')}` })
    .optional(),
});
export type AuditListQueryInput = z.input<typeof auditListQuerySchema>;
