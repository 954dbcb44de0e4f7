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

export function presentInboxItem(row: RawRow<InboxItemRow>): InboxItem {
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
  };
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
      return rows.map(presentInboxItem);
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
        present: (row) => presentInboxItem(row.get({ plain: true })),
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
