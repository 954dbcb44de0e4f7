import type { Transaction } from 'sequelize';
import type { ContactParsed, CustomArtParsed, InboxItem, InboxStatus } from '@wallart/domain';
import { InboxItemModel, type InboxItemRow, type RawRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { toIso } from '../../lib/rows';
import type { AuditedDeps } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { customArtNoticeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { NEWEST_FIRST } from '../../lib/paging';
import { quoteStatesOf } from '../quotes/quote-states';

/** A custom-art request's quote and where it stands (decision 0044). */
export type QuoteState = Pick<InboxItem, 'quote'> & {
  status: NonNullable<InboxItem['quoteStatus']>;
};

export function presentInboxItem(row: RawRow<InboxItemRow>, state?: QuoteState): InboxItem {
  return {
    _id: String(row.id),
    kind: row.kind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    style: row.style,
    message: row.message,
    status: row.status,
    createdAt: toIso(row.createdAt),
    quoteStatus: row.kind === 'custom-art' ? (state?.status ?? 'new') : null,
    quote: state?.quote ?? null,
  };
}

/** The rows as the Inbox answers them, each custom-art request with its quote's state. */
export async function presentInboxItems(
  rows: readonly RawRow<InboxItemRow>[],
  transaction?: Transaction,
): Promise<InboxItem[]> {
  const requests = rows.filter((r) => r.kind === 'custom-art').map((r) => Number(r.id));
  const states = await quoteStatesOf(requests, transaction);
  return rows.map((row) => presentInboxItem(row, states.get(Number(row.id))));
}

export function createInboxService(mailer: Mailer, shopEmail: string, deps: AuditedDeps) {
  const audited = createAuditedWrites(deps);
  return {
    /** Keeps the request for staff and tells the shop by mail. */
    async addCustomArt(input: CustomArtParsed): Promise<InboxItem> {
      const row = await InboxItemModel.create({ kind: 'custom-art', ...input, subject: '' });
      mailer.send({ to: shopEmail, replyTo: input.email, ...customArtNoticeMail(input) });
      return presentInboxItem(row.get({ plain: true }));
    },

    async addContact(input: ContactParsed): Promise<InboxItem> {
      const row = await InboxItemModel.create({ kind: 'contact', ...input, style: '' });
      return presentInboxItem(row.get({ plain: true }));
    },

    /** Newest first, optionally only new or only handled ones. */
    async list(status?: InboxStatus): Promise<InboxItem[]> {
      const rows: RawRow<InboxItemRow>[] = await InboxItemModel.findAll({
        where: status ? { status } : {},
        order: NEWEST_FIRST,
        raw: true,
      });
      return presentInboxItems(rows);
    },

    async setStatus(actor: Actor, id: number, status: InboxStatus): Promise<InboxItem> {
      const { after } = await audited.change(actor, {
        action: 'inbox.status',
        entityType: 'inbox',
        entityId: String(id),
        find: async (t) => {
          const row = await InboxItemModel.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
          if (!row) throw notFound('Message');
          return row;
        },
        present: async (row, t) =>
          presentInboxItem(row.get({ plain: true }), (await quoteStatesOf([id], t)).get(id)),
        change: async (row, t, before) => {
          if (before.status === status) return false;
          await row.update({ status }, { transaction: t });
          return true;
        },
      });
      return after;
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
