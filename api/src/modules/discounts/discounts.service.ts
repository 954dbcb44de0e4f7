import { UniqueConstraintError, type Sequelize, type Transaction } from 'sequelize';
import {
  evaluateDiscount,
  fromCents,
  quoteShipping,
  toCents,
  type Discount,
  type DiscountCheck,
  type DiscountCheckRequest,
  type DiscountWriteParsed,
} from '@wallart/domain';
import { DiscountModel } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { AuditActor, AuditRecorder } from '../audit/audit.service';
import { createAuditedWrites } from '../audit/audited-write';
import { mergeLines, quantitiesByProduct } from '../orders/order-lines';
import { priceLines } from '../orders/order-pricing';
import type { OrderStore } from '../orders/order-store';
import type { ShopSettingsService } from '../settings/settings.service';
import { createDiscountStore } from './discount-store';
import { presentDiscount } from './discounts.presenter';

export interface DiscountsDeps {
  sequelize: Sequelize;
  audit: AuditRecorder;
  shopSettings: ShopSettingsService;
  /** The shop's one order store (app-context.ts), for the products a checkout names. */
  orderStore: OrderStore;
  now?: () => Date;
}

/** A code's terms as its row keeps them: a fixed value and the minimum in cents. */
function rowValues(input: DiscountWriteParsed) {
  return {
    code: input.code,
    type: input.type,
    value: input.type === 'fixed' ? toCents(input.value) : input.value,
    minSubtotalCents: input.minSubtotal === null ? null : toCents(input.minSubtotal),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    totalLimit: input.totalLimit,
    perCustomerLimit: input.perCustomerLimit,
    active: input.active,
  };
}

const taken = (code: string) => conflict(`The code ${code} already exists`, 'duplicate');

/**
 * Discount codes (PRODUCT §9, decision 0041): staff's list and audited writes, and the
 * checkout's check. The re-check that counts is the order's own, inside its write
 * (orders/order-claims.ts); this check only tells the shopper early.
 */
export function createDiscountsService(deps: DiscountsDeps) {
  const { sequelize, shopSettings } = deps;
  const now = deps.now ?? (() => new Date());
  const store = createDiscountStore(sequelize);
  const orders = deps.orderStore;
  const audited = createAuditedWrites({ sequelize, audit: deps.audit });

  async function find(id: number, transaction: Transaction): Promise<DiscountModel> {
    const row = await DiscountModel.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw notFound('Discount code');
    return row;
  }

  async function present(row: DiscountModel, transaction?: Transaction): Promise<Discount> {
    const counts = await store.liveCounts(transaction);
    return presentDiscount(row.get({ plain: true }), counts.get(row.id) ?? 0);
  }

  /** The database's unique index says a code is taken, whatever the race. */
  async function uniquely<T>(code: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (error instanceof UniqueConstraintError) throw taken(code);
      throw error;
    }
  }

  return {
    /** Every code, newest first, each with its live use count. */
    async list(): Promise<Discount[]> {
      const [rows, counts] = await Promise.all([
        DiscountModel.findAll({
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
          raw: true,
        }),
        store.liveCounts(),
      ]);
      return rows.map((row) => presentDiscount(row, counts.get(row.id) ?? 0));
    },

    async create(actor: AuditActor, input: DiscountWriteParsed): Promise<Discount> {
      return uniquely(input.code, () =>
        audited.create(actor, {
          action: 'discount.create',
          entityType: 'discount',
          entityId: input.code,
          create: (transaction) => DiscountModel.create(rowValues(input), { transaction }),
          present,
        }),
      );
    },

    /**
     * Changes a code's terms. A used code keeps its name: orders point at it by it.
     * An edit that changes nothing writes nothing and leaves no entry.
     */
    async update(actor: AuditActor, id: number, input: DiscountWriteParsed): Promise<Discount> {
      const { after } = await uniquely(input.code, () =>
        audited.change(actor, {
          action: 'discount.update',
          entityType: 'discount',
          entityId: String(id),
          find: (t) => find(id, t),
          present,
          change: async (row, t, before) => {
            if (before.code !== input.code && (await store.everUsed(id, t))) {
              throw conflict(
                `${before.code} has been used, so its code stays; make a new code instead`,
              );
            }
            const values = rowValues(input);
            row.set(values);
            if (!row.changed()) return false;
            await row.save({ transaction: t });
            return true;
          },
        }),
      );
      return after;
    },

    /**
     * Deletes a code no order ever used. A used one is deactivated instead (orders keep
     * pointing at it). Answers the code as it was, or as it now is when deactivated.
     */
    async remove(actor: AuditActor, id: number): Promise<Discount> {
      const used = await sequelize.transaction((t) => store.everUsed(id, t));
      if (used) {
        const { after } = await audited.change(actor, {
          action: 'discount.deactivate',
          entityType: 'discount',
          entityId: String(id),
          find: (t) => find(id, t),
          present,
          change: async (row, t) => {
            if (!row.active) return false;
            await row.update({ active: false }, { transaction: t });
            return true;
          },
        });
        return after;
      }
      return audited.remove(actor, {
        action: 'discount.delete',
        entityType: 'discount',
        entityId: String(id),
        find: async (t) => {
          const row = await find(id, t);
          // An order using it may have been written since the look above.
          if (await store.everUsed(id, t)) {
            throw conflict(`${row.code} has just been used; deactivate it instead`);
          }
          return row;
        },
        present,
        remove: (row, t) => row.destroy({ transaction: t }),
      });
    },

    /**
     * What the code takes off these lines (priced by the server, like the order), with each
     * shipping method's fee after it; or a 400 whose message is the plain reason. A signed-in
     * shopper's own uses count towards the per-customer limit.
     */
    async check(input: DiscountCheckRequest, actor: Actor | null): Promise<DiscountCheck> {
      const lines = mergeLines(input.billItems);
      const [products, settings, found] = await Promise.all([
        orders.orderedProducts([...quantitiesByProduct(lines).keys()]),
        shopSettings.read(),
        store.withUses(input.code, actor?.id ?? null),
      ]);
      const subtotalCents = priceLines(lines, products).totalCents;
      const outcome = evaluateDiscount(found?.terms, {
        subtotalCents,
        now: now(),
        usesByCustomer: found?.usesByCustomer ?? 0,
      });
      if (!outcome.ok) {
        throw new AppError('invalid', outcome.reason, [{ path: 'code', message: outcome.reason }]);
      }
      return {
        code: input.code,
        discount: fromCents(outcome.discountCents),
        subtotal: fromCents(subtotalCents),
        methods: quoteShipping({
          country: input.country,
          subtotalCents: subtotalCents - outcome.discountCents,
          settings: settings.shipping,
        }),
      };
    },
  };
}

export type DiscountsService = ReturnType<typeof createDiscountsService>;
