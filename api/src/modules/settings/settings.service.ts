import type { Transaction } from 'sequelize';
import { selectRows } from '../../db/plain-sql';
import { readStoredShopSettings, type ShopSettings } from '@wallart/domain';
import { ShopSettingModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import type { AuditedDeps } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';

/** The one key the shop's settings live under in `shop_settings`. */
export const SHOP_SETTINGS_KEY = 'shop';

function parseStored(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Checkout reads the settings once per order: one plain statement by primary key, on this
 * service's own connection (a model read on SQLite would first ask for the table's columns).
 */
const READ_SQL = 'SELECT "value" FROM shop_settings WHERE "key" = :key';

/**
 * The shop's settings (PRODUCT §7): its name and contact, bank details, VAT and shipping
 * rates, stored as JSON under one key. A read always answers whole settings: anything
 * missing, unreadable or no longer valid takes its default. Staff's changes are audited.
 */
export function createShopSettingsService(deps: AuditedDeps) {
  const audited = createAuditedWrites(deps);

  /** Inside staff's write: the row locked (PostgreSQL), so two saves never cross. */
  async function readLocked(transaction: Transaction): Promise<ShopSettings> {
    const row = await ShopSettingModel.findByPk(SHOP_SETTINGS_KEY, {
      transaction,
      lock: transaction.LOCK.UPDATE,
      raw: true,
    });
    return readStoredShopSettings(parseStored(row?.value));
  }

  // The stored text and what it reads as: checkout reads the row per order (so a change made
  // on another server shows at once) but checks it again only when the text has changed.
  let lastRead: { text: string | undefined; settings: ShopSettings } | null = null;

  return {
    /**
     * The current settings, over the defaults (one small read; checkout calls it per order).
     * The answer is shared between callers: read it, never change it.
     */
    async read(): Promise<ShopSettings> {
      const [row] = await selectRows<{ value: string }>(deps.sequelize, READ_SQL, {
        key: SHOP_SETTINGS_KEY,
      });
      if (lastRead?.text !== row?.value || !lastRead) {
        lastRead = { text: row?.value, settings: readStoredShopSettings(parseStored(row?.value)) };
      }
      return lastRead.settings;
    },

    /** Replaces the settings; a write that changes nothing leaves no audit entry. */
    async update(actor: Actor, next: ShopSettings): Promise<ShopSettings> {
      const { after } = await audited.change(actor, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: SHOP_SETTINGS_KEY,
        find: (t) => readLocked(t),
        present: (_current, t) => readLocked(t),
        change: async (current, t) => {
          if (JSON.stringify(current) === JSON.stringify(next)) return false;
          await ShopSettingModel.upsert(
            { key: SHOP_SETTINGS_KEY, value: JSON.stringify(next), updatedAt: new Date() },
            { transaction: t },
          );
          return true;
        },
      });
      return after;
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
