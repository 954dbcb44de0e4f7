import type {
  ContactParsed,
  CustomArtParsed,
  InboxItem,
  InboxKind,
  InboxStatus,
} from '@wallart/domain';
import { InboxItemModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { toIso } from '../../lib/rows';
import type { AuditedDeps } from '../audit/audit.service';
import { customArtNoticeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import { NEWEST_FIRST } from '../../lib/paging';

interface InboxRow {
  id: number;
  kind: string;
  name: string;
  email: string;
  subject: string;
  style: string;
  message: string;
  status: string;
  createdAt: Date | string;
}

export function presentInboxItem(row: InboxRow): InboxItem {
  return {
    _id: String(row.id),
    kind: row.kind as InboxKind,
    name: row.name,
    email: row.email,
    subject: row.subject,
    style: row.style,
    message: row.message,
    status: row.status as InboxStatus,
    createdAt: toIso(row.createdAt),
  };
}

export function createInboxService(
  mailer: Mailer,
  shopEmail: string,
  { sequelize, audit }: AuditedDeps,
) {
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
      const rows = (await InboxItemModel.findAll({
        where: status ? { status } : {},
        order: NEWEST_FIRST,
        raw: true,
      })) as InboxRow[];
      return rows.map(presentInboxItem);
    },

    async setStatus(actor: Actor, id: number, status: InboxStatus): Promise<InboxItem> {
      return sequelize.transaction(async (t) => {
        const row = await InboxItemModel.findByPk(id, { transaction: t, lock: t.LOCK.UPDATE });
        if (!row) throw notFound('Message');
        const before = presentInboxItem(row.get({ plain: true }));
        if (before.status === status) return before;
        await row.update({ status }, { transaction: t });
        const after = presentInboxItem(row.get({ plain: true }));
        await audit.record(
          actor,
          { action: 'inbox.status', entityType: 'inbox', entityId: String(id), before, after },
          t,
        );
        return after;
      });
    },
  };
}

export type InboxService = ReturnType<typeof createInboxService>;
