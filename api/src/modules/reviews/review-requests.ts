import crypto from 'node:crypto';
import { literal, Op } from 'sequelize';
import {
  pathInLanguage,
  REVIEW_REQUEST_AFTER_MS,
  REVIEW_REQUEST_UNTIL_MS,
  STOREFRONT_PATHS,
  type Language,
} from '@wallart/domain';
import { OrderItemModel, OrderModel } from '../../db/models';
import { languageOf } from '../../lib/catalogue';
import type { Mailer } from '../mail/mailer';
import { reviewRequestMail } from '../mail/review-request-mail';
import type { UnconfirmedMailCap } from '../mail/unconfirmed-mail-cap';

/** Orders asked about per pass; the next pass takes the rest. */
const BATCH = 200;
const TOKEN_BYTES = 32;

export const stopTokenHash = (token: string) =>
  crypto.createHash('sha256').update(token).digest('hex');

export interface ReviewRequestsDeps {
  mailer: Pick<Mailer, 'send'>;
  mailCap: Pick<UnconfirmedMailCap, 'send'>;
  /** The shop's public address (PUBLIC_URL), for the links in the mail. */
  publicUrl: string;
}

/**
 * The mail asking a buyer to review what they received (PRODUCT §16, decision 0155): one per
 * order, once it has been Delivered for five days (and for no more than thirty), unless it was cancelled or has a return
 * under way or done, or its address opened a stop link. A step of the payment sweep's pass.
 * Safe with several servers and restarts: an order is claimed by a conditional update of its
 * `reviewRequestedAt`, so only one pass ever mails it.
 */
export function createReviewRequests(deps: ReviewRequestsDeps) {
  const { mailer, mailCap, publicUrl } = deps;

  async function due(at: number) {
    const { sequelize } = OrderModel;
    if (!sequelize) throw new Error('The models are not bound to a database');
    const q = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
    const before = sequelize.escape(new Date(at - REVIEW_REQUEST_AFTER_MS));
    const since = sequelize.escape(new Date(at - REVIEW_REQUEST_UNTIL_MS));
    const orders = q(OrderModel.name);
    return OrderModel.findAll({
      attributes: ['id', 'orderID', 'email', 'name', 'lang'],
      where: {
        status: 'Delivered',
        reviewRequestedAt: null,
        [Op.and]: [
          literal(`EXISTS (SELECT 1 FROM order_status_changes c WHERE c.${q('orderId')} = ${orders}.id
            AND c.${q('toStatus')} = 'Delivered' AND c.${q('createdAt')} BETWEEN ${since} AND ${before})`),
          literal(`NOT EXISTS (SELECT 1 FROM order_returns r WHERE r.${q('orderRefId')} = ${orders}.id
            AND r.status <> 'rejected')`),
          literal(`NOT EXISTS (SELECT 1 FROM mail_stops s WHERE s.email = LOWER(${orders}.email))`),
        ],
      },
      order: [['id', 'ASC']],
      limit: BATCH,
      raw: true,
    });
  }

  /** Marks the order asked, unless another pass just did; answers the stop link's token. */
  async function claim(id: number, at: number): Promise<string | null> {
    const token = crypto.randomBytes(TOKEN_BYTES).toString('base64url');
    const [changed] = await OrderModel.update(
      { reviewRequestedAt: new Date(at), reviewStopTokenHash: stopTokenHash(token) },
      { where: { id, status: 'Delivered', reviewRequestedAt: null } },
    );
    return changed === 1 ? token : null;
  }

  /** The prints of these orders, each once an order, by order: one read for the pass. */
  async function printsOf(orderRefIds: number[]) {
    const items = await OrderItemModel.findAll({
      attributes: ['orderRefId', 'productId', 'productName'],
      where: { orderRefId: orderRefIds },
      order: [['id', 'ASC']],
      raw: true,
    });
    const byOrder = new Map<number, Map<string, string>>();
    for (const item of items) {
      const prints = byOrder.get(item.orderRefId) ?? new Map<string, string>();
      if (!prints.has(item.productId)) prints.set(item.productId, item.productName);
      byOrder.set(item.orderRefId, prints);
    }
    return byOrder;
  }

  /** A page of the shop in the order's language, as a link from the mail. */
  const pageUrl = (lang: Language, path: string) => `${publicUrl}${pathInLanguage(lang, path)}`;

  return {
    /** One pass at the clock's `at`; answers the orders whose buyers it asked. */
    async runOnce(at: number): Promise<string[]> {
      const asked: string[] = [];
      const orders = await due(at);
      const printsByOrder = orders.length > 0 ? await printsOf(orders.map((o) => o.id)) : new Map();
      for (const order of orders) {
        const token = await claim(order.id, at);
        if (!token) continue;
        const stopPath = STOREFRONT_PATHS.backInStockStop.replace(':token', token);
        const lang = languageOf(order);
        const mail = reviewRequestMail({
          lang,
          name: order.name,
          orderID: order.orderID,
          prints: [...(printsByOrder.get(order.id) ?? [])].map(([productId, name]) => ({
            name,
            reviewUrl: `${pageUrl(lang, STOREFRONT_PATHS.product.replace(':productId', encodeURIComponent(productId)))}#reviews`,
          })),
          stopUrl: pageUrl(lang, stopPath),
        });
        await mailCap.send(
          mailer,
          { to: order.email, ...mail },
          { orderID: order.orderID, mail: 'review-request' },
        );
        asked.push(order.orderID);
      }
      return asked;
    },
  };
}

export type ReviewRequests = ReturnType<typeof createReviewRequests>;
