import type { AuditAction, AuditEntityType, AuditEntry, AuditSnapshot } from '@wallart/domain';
import { toIso } from '../../lib/rows';

export interface AuditRow {
  id: number;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string;
  before: string | null;
  after: string | null;
  createdAt: Date | string;
}

function parseSnapshot(text: string | null): AuditSnapshot | null {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as AuditSnapshot)
    : null;
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    createdAt: toIso(row.createdAt),
    actorId: row.actorId === null ? null : String(row.actorId),
    actorEmail: row.actorEmail,
    // Only the service writes these columns, from the same closed lists.
    action: row.action as AuditAction,
    entityType: row.entityType as AuditEntityType,
    entityId: row.entityId,
    before: parseSnapshot(row.before),
    after: parseSnapshot(row.after),
  };
}
