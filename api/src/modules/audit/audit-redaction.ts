import { Op, type Transaction } from 'sequelize';
import type { AuditEntityType } from '@wallart/domain';
import { AuditEntryModel } from '../../db/models';

/** Records whose entries mention a person (a user by id, orders by code), and what to put. */
export interface RedactionTarget {
  entityType: AuditEntityType;
  entityIds: readonly string[];
  /** Field of the presented record → the placeholder it gets. */
  replacements: Readonly<Record<string, string>>;
}

function redact(json: string | null, replacements: Readonly<Record<string, string>>) {
  if (json === null) return null;
  const record: unknown = JSON.parse(json);
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return json;
  const copy: Record<string, unknown> = { ...record };
  for (const [field, value] of Object.entries(replacements)) {
    if (field in copy) copy[field] = value;
  }
  return JSON.stringify(copy);
}

/**
 * Replaces personal fields inside the snapshots the audit log keeps of these records (a
 * deleted customer's account and orders, decision 0029): the entries still say what staff
 * did and when, no longer to whom. Entries are never removed, and who acted is kept.
 */
export async function redactAuditSnapshots(
  targets: readonly RedactionTarget[],
  transaction: Transaction,
): Promise<void> {
  for (const { entityType, entityIds, replacements } of targets) {
    if (entityIds.length === 0) continue;
    const entries = await AuditEntryModel.findAll({
      where: { entityType, entityId: { [Op.in]: [...entityIds] } },
      transaction,
    });
    for (const entry of entries) {
      await entry.update(
        { before: redact(entry.before, replacements), after: redact(entry.after, replacements) },
        { transaction },
      );
    }
  }
}
