import type { Sequelize, Transaction, WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type {
  AuditAction,
  AuditEntityType,
  AuditEntry,
  auditListQuerySchema,
} from '@wallart/domain';
import { AuditEntryModel } from '../../db/models';
import { accountIdOf, type Actor } from '../../lib/actor';
import { presentAuditEntry } from './audit.presenter';
import { NEWEST_FIRST, pageWindow } from '../../lib/paging';

/** Who made a change: an admin, or null for the shop itself (seeding, test set-up). */
export type AuditActor = Actor | null;

export interface AuditChange {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string;
  /** The record as the API presents it (never a raw row); none for a creation. */
  before?: object | null;
  /** None for a deletion. */
  after?: object | null;
}

export type AuditListOptions = z.output<typeof auditListQuerySchema>;

/** What a service needs to write its own changes and their entries in one transaction. */
export interface AuditedDeps {
  sequelize: Sequelize;
  audit: AuditRecorder;
}

const toText = (snapshot: object | null | undefined) =>
  snapshot ? JSON.stringify(snapshot) : null;

/** The row one write leaves in the log; a guest (a shopper's return) names no account. */
export function auditRow(actor: AuditActor, change: AuditChange) {
  return {
    actorId: actor ? accountIdOf(actor) : null,
    actorEmail: actor?.email ?? null,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: toText(change.before),
    after: toText(change.after),
  };
}

export function createAuditService() {
  return {
    /**
     * Records one admin write. Pass the write's transaction, so a write that is rolled back
     * leaves no entry and an entry that cannot be written undoes the write.
     */
    async record(actor: AuditActor, change: AuditChange, transaction?: Transaction): Promise<void> {
      await AuditEntryModel.create(auditRow(actor, change), { transaction });
    },

    /** Newest first, optionally of one entity type. */
    async list(options: AuditListOptions): Promise<{ items: AuditEntry[]; total: number }> {
      const where: WhereOptions = options.entityType ? { entityType: options.entityType } : {};
      const [rows, total] = await Promise.all([
        AuditEntryModel.findAll({ where, order: NEWEST_FIRST, ...pageWindow(options), raw: true }),
        AuditEntryModel.count({ where }),
      ]);
      return { items: rows.map(presentAuditEntry), total };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
export type AuditRecorder = Pick<AuditService, 'record'>;
