import type { Order, OrderLookupInput } from '@wallart/domain';
import type { Transaction } from 'sequelize';
import type { OrderRow, RawRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { toBool } from '../../lib/rows';
import type { AuditRecorder } from '../audit/audit.service';
import type { OrderStore } from './order-store';
import { hashOrderToken, newOrderToken } from './order-tokens';

export interface GuestOrderDeps {
  store: OrderStore;
  /** Where staff's resending of a link is recorded. */
  audit?: AuditRecorder | undefined;
  present(order: RawRow<OrderRow>): Promise<Order>;
  /** Told of a fresh key for a guest order, to mail its link (never kept, never logged). */
  linkIssued?(order: Order, orderToken: string): void | Promise<void>;
}

const usable = (token: string) => token.length > 0 && token.length <= 100;

/**
 * A guest order's key at work (PRODUCT §11, decision 0111): it opens its one order, a lookup
 * with the order number and address mails a fresh one (the old one stops working), and the
 * account that confirms the address takes the address's guest orders.
 */
export function createGuestOrders({ store, audit, present, linkIssued }: GuestOrderDeps) {
  const byKey = async (token: string) =>
    usable(token) ? store.findByTokenHash(hashOrderToken(token)) : null;

  return {
    /** The caller who sent an order's key: its guest, for that one order; else a 404. */
    async tokenHolder(token: string): Promise<Actor> {
      const order = await byKey(token);
      if (!order) throw notFound('Order');
      return {
        id: 0,
        email: order.email,
        role: 'user',
        isEmailVerified: false,
        guest: { orderRef: order.id },
      };
    },

    /** The order its key opens, as its owner sees it. */
    async byToken(token: string): Promise<Order> {
      const order = await byKey(token);
      if (!order || order.hiddenByShopperAt) throw notFound('Order');
      return present(order);
    },

    /**
     * When the number and address match a guest order, its key is replaced and the new link
     * mailed; either way the caller learns nothing (the route answers alike).
     */
    async lookup({ orderID, email }: OrderLookupInput): Promise<void> {
      const order = await store.findGuestOrder(orderID.trim().toUpperCase(), email);
      if (!order || order.hiddenByShopperAt) return;
      const key = newOrderToken();
      await store.setTokenHash(order.id, key.hash);
      await linkIssued?.(await present(order), key.token);
    },

    /** Staff mail a guest order a fresh link (the old one dies), recorded in the audit log. */
    async resendLink(actor: Actor, orderID: string): Promise<void> {
      const found = await store.find(orderID);
      const order = found?.get({ plain: true });
      if (!order) throw notFound('Order');
      if (!toBool(order.placedAsGuest))
        throw conflict('Only an order placed as a guest has a link');
      const key = newOrderToken();
      // The entry names the order, never its key.
      const entry = {
        action: 'order.resend-link',
        entityType: 'order',
        entityId: orderID,
      } as const;
      await store.setTokenHash(
        order.id,
        key.hash,
        (t) => audit?.record(actor, entry, t) ?? Promise.resolve(),
      );
      await linkIssued?.(await present(order), key.token);
    },

    /** After the account proved its address: its guest orders become its own. */
    claimGuestOrders: (userId: number, email: string, transaction?: Transaction) =>
      store.claimGuestOrders(userId, email, transaction),
    claimedCount: (userId: number) => store.claimedCount(userId),
  };
}
