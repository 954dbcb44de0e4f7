import type { Transaction } from 'sequelize';
import { selectRows } from '../../db/plain-sql';
import { keptRead } from '../../lib/kept-read';
import { DEFAULT_SHOP_SETTINGS, readStoredShopSettings, type ShopSettings } from '@wallart/domain';
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
 * One plain statement by primary key (a model read on SQLite would first ask for the table's
 * columns).
 */
const READ_SQL = 'SELECT "value" FROM shop_settings WHERE "key" = :key';

/**
 * How long checkout may price orders with settings already read (decision 0078). A save on this
 * server forgets them at once; one on another server shows here within this time.
 */
export const SETTINGS_KEPT_MS = 1000;

/**
 * The shop's settings (PRODUCT §7): its name and contact, bank details, VAT and shipping
 * rates, stored as JSON under one key. A read always answers whole settings: anything
 * missing, unreadable or no longer valid takes its default. Staff's changes are audited.
 */
export function createShopSettingsService(
  deps: AuditedDeps,
  /** A fresh shop's contact e-mail: the server's own (`SHOP_EMAIL`) until staff change it. */
  shopEmail: string = DEFAULT_SHOP_SETTINGS.shop.email,
) {
  const defaults: ShopSettings = {
    ...DEFAULT_SHOP_SETTINGS,
    shop: { ...DEFAULT_SHOP_SETTINGS.shop, email: shopEmail },
  };
  const audited = createAuditedWrites(deps);

  /** Inside staff's write: the row locked (PostgreSQL), so two saves never cross. */
  async function readLocked(transaction: Transaction): Promise<ShopSettings> {
    const row = await ShopSettingModel.findByPk(SHOP_SETTINGS_KEY, {
      transaction,
      lock: transaction.LOCK.UPDATE,
      raw: true,
    });
    return readStoredShopSettings(parseStored(row?.value), defaults);
  }

  // The stored text and what it reads as: the text is checked again only when it has changed.
  let lastRead: { text: string | undefined; settings: ShopSettings } | null = null;
  async function read(): Promise<ShopSettings> {
    const [row] = await selectRows<{ value: string }>(deps.sequelize, READ_SQL, {
      key: SHOP_SETTINGS_KEY,
    });
    if (lastRead?.text !== row?.value || !lastRead) {
      lastRead = {
        text: row?.value,
        settings: readStoredShopSettings(parseStored(row?.value), defaults),
      };
    }
    return lastRead.settings;
  }

  const forCheckout = keptRead(SETTINGS_KEPT_MS, read);

  return {
    /**
     * The current settings, over the defaults, read from the database. The answer is shared
     * between callers: read it, never change it.
     */
    read,

    /**
     * The settings for pricing an order and its mails: `read`'s answer, kept for up to
     * `SETTINGS_KEPT_MS`, so orders under load do not each read them. A read that fails is not
     * kept. Shared as `read`'s answer is.
     */
    recent: forCheckout.get,

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
      // Committed: this server's next order reads the settings anew.
      forCheckout.forget();
      return after;
    },
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
