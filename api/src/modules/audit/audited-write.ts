import type { Transaction } from 'sequelize';
import type { AuditAction, AuditEntityType } from '@wallart/domain';
import type { AuditActor, AuditedDeps } from './audit.service';

/** What an admin write is recorded as. */
interface Entry {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
}

interface Presented<Target, Shown> {
  /** The record as the API presents it, which is also what the entry keeps. */
  present(target: Target, transaction: Transaction): Shown | Promise<Shown>;
}

interface Found<Target> {
  /** Finds the record and locks it for the transaction; throws when it is not there. */
  find(transaction: Transaction): Promise<Target>;
}

export interface AuditedChange<Target, Shown extends object>
  extends Entry, Found<Target>, Presented<Target, Shown> {
  /** Makes the change; answers false when there was nothing to change (then nothing is recorded). */
  change(target: Target, transaction: Transaction, before: Shown): Promise<boolean | void>;
  /** What the entry keeps of the two snapshots; both, as presented, unless said otherwise. */
  entry?(before: Shown, after: Shown): { before: object | null; after: object | null };
}

export interface AuditedRemoval<Target, Shown extends object>
  extends Entry, Found<Target>, Presented<Target, Shown> {
  remove(target: Target, transaction: Transaction): Promise<void>;
  /** False when this caller's deletion is not an admin write, so it leaves no entry. */
  audited?: boolean;
}

export interface AuditedCreation<Target, Shown extends object>
  extends Entry, Presented<Target, Shown> {
  create(transaction: Transaction): Promise<Target>;
}

/**
 * Every admin write has one shape, in one transaction: find and lock the record, present it,
 * change it, present it again, and record both snapshots in the audit log. A write rolled
 * back leaves no entry, and an entry that cannot be written undoes the write.
 */
export function createAuditedWrites({ sequelize, audit }: AuditedDeps) {
  return {
    /** A change that changes nothing writes nothing and leaves no entry; `after` is `before`. */
    async change<Target, Shown extends object>(
      actor: AuditActor,
      write: AuditedChange<Target, Shown>,
    ): Promise<{ before: Shown; after: Shown }> {
      return sequelize.transaction(async (t) => {
        const target = await write.find(t);
        const before = await write.present(target, t);
        if ((await write.change(target, t, before)) === false) return { before, after: before };
        const after = await write.present(target, t);
        const kept = write.entry ? write.entry(before, after) : { before, after };
        const { action, entityType, entityId } = write;
        await audit.record(actor, { action, entityType, entityId, ...kept }, t);
        return { before, after };
      });
    },

    /** Answers the record as it was. */
    async remove<Target, Shown extends object>(
      actor: AuditActor,
      write: AuditedRemoval<Target, Shown>,
    ): Promise<Shown> {
      return sequelize.transaction(async (t) => {
        const target = await write.find(t);
        const before = await write.present(target, t);
        await write.remove(target, t);
        if (write.audited !== false) {
          const { action, entityType, entityId } = write;
          await audit.record(actor, { action, entityType, entityId, before }, t);
        }
        return before;
      });
    },

    async create<Target, Shown extends object>(
      actor: AuditActor,
      write: AuditedCreation<Target, Shown>,
    ): Promise<Shown> {
      return sequelize.transaction(async (t) => {
        const after = await write.present(await write.create(t), t);
        const { action, entityType, entityId } = write;
        await audit.record(actor, { action, entityType, entityId, after }, t);
        return after;
      });
    },
  };
}

export type AuditedWrites = ReturnType<typeof createAuditedWrites>;
