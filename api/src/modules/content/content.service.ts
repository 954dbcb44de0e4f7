import {
  DEMO_CONTENT,
  LANGUAGES,
  pickContent,
  type ContentAnswer,
  type ContentKey,
  type Language,
} from '@wallart/domain';
import { Op, type Transaction } from 'sequelize';
import { ShopContentModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import type { AuditedDeps } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import type { ShopSettingsService } from '../settings/settings.service';

export interface ContentDeps extends AuditedDeps {
  shopSettings: Pick<ShopSettingsService, 'read'>;
}

/**
 * The owner's texts (PRODUCT §16): read by anyone in a language, English when that language
 * has none, the demo shop's text when nobody saved one; saved by staff, audited.
 */
export function createContentService(deps: ContentDeps) {
  const audited = createAuditedWrites(deps);

  async function storedTexts(
    key: ContentKey,
    language: Language,
    transaction?: Transaction,
  ): Promise<Partial<Record<Language, string>>> {
    const rows = await ShopContentModel.findAll({
      where: { key, language: { [Op.in]: [...new Set<Language>([language, 'en'])] } },
      raw: true,
      transaction,
      ...(transaction && { lock: transaction.LOCK.UPDATE }),
    });
    const texts: Partial<Record<Language, string>> = {};
    for (const row of rows) {
      if ((LANGUAGES as readonly string[]).includes(row.language)) {
        texts[row.language as Language] = row.body;
      }
    }
    return texts;
  }

  async function present(
    key: ContentKey,
    language: Language,
    transaction?: Transaction,
  ): Promise<ContentAnswer> {
    const [stored, settings] = await Promise.all([
      storedTexts(key, language, transaction),
      deps.shopSettings.read(),
    ]);
    const picked = pickContent(stored, language, DEMO_CONTENT[key]);
    return {
      key,
      language: picked.language,
      body: picked.body,
      saved: stored[language] !== undefined,
      settings: {
        freeShippingThreshold: settings.shipping.freeShippingThreshold,
        returnDays: settings.afterSale.returnDays,
        shopName: settings.shop.name,
        shopEmail: settings.shop.email,
        shopPhone: settings.shop.phone,
        shopAddress: settings.shop.address,
      },
    };
  }

  return {
    read: (key: ContentKey, language: Language) => present(key, language),

    /** Replaces the text in one language; saving the same text again leaves no entry. */
    async save(
      actor: Actor,
      key: ContentKey,
      input: { language: Language; body: string },
    ): Promise<ContentAnswer> {
      const { after } = await audited.change(actor, {
        action: 'content.update',
        entityType: 'content',
        entityId: `${key}:${input.language}`,
        find: async (t) => {
          await storedTexts(key, input.language, t);
          return key;
        },
        present: (_key, t) => present(key, input.language, t),
        change: async (_key, t, before) => {
          if (before.saved && before.body === input.body) return false;
          await ShopContentModel.upsert(
            { key, language: input.language, body: input.body, updatedAt: new Date() },
            { transaction: t },
          );
          return true;
        },
      });
      return after;
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
