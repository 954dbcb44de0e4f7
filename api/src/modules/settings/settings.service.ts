import type { Transaction } from 'sequelize';
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
 * The shop's settings (PRODUCT §7): its name and contact, bank details, VAT and shipping
 * rates, stored as JSON under one key. A read always answers whole settings: anything
 * missing, unreadable or no longer valid takes its default. Staff's changes are audited.
 */
export function createShopSettingsService(deps: AuditedDeps) {
  const audited = createAuditedWrites(deps);

  async function read(transaction?: Transaction): Promise<ShopSettings> {
    const row = await ShopSettingModel.findByPk(SHOP_SETTINGS_KEY, {
      transaction,
      ...(transaction && { lock: transaction.LOCK.UPDATE }),
      raw: true,
    });
    return readStoredShopSettings(parseStored(row?.value));
  }

  return {
    /** The current settings, over the defaults (one small read; checkout calls it per order). */
    read: (): Promise<ShopSettings> => read(),

    /** Replaces the settings; a write that changes nothing leaves no audit entry. */
    async update(actor: Actor, next: ShopSettings): Promise<ShopSettings> {
      const { after } = await audited.change(actor, {
        action: 'settings.update',
        entityType: 'settings',
        entityId: SHOP_SETTINGS_KEY,
        find: (t) => read(t),
        present: (_current, t) => read(t),
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
