import { Op } from 'sequelize';
import { downloadAllowance, type Download, type ShopSettings } from '@wallart/domain';
import { OrderItemModel, OrderModel, type OrderItemRow, type OrderRow } from '../../db/models';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/app-error';
import { isOwnShownOrder } from '../orders/order-visibility';
import type { DownloadLinks } from './download-links';
import { contentTypeOf } from './digital-files';
import type { DownloadToSend } from './stream-download';

type Line = Pick<OrderItemRow, 'id' | 'orderRefId' | 'productId' | 'productName' | 'size'> & {
  fileKey: string;
  downloads: number;
};
type PaidOrder = Pick<
  OrderRow,
  'id' | 'userId' | 'hiddenByShopperAt' | 'paymentStatus' | 'paymentChangedAt' | 'createdAt'
>;

export interface DownloadsDeps {
  links: DownloadLinks;
  readSettings(): Promise<ShopSettings>;
  now(): number;
  /** The shop's address, which links are built from (never the request's Host). */
  publicUrl: string;
}

/**
 * A paid order's digital downloads (PRODUCT §13, decisions 0123, 0124): what each line has
 * left, a signed link to one, and the file behind the link, counted once a stream completes.
 */
export function createDownloadsService({ links, readSettings, now, publicUrl }: DownloadsDeps) {
  async function allowanceOf(order: PaidOrder, line: Line) {
    const { afterSale } = await readSettings();
    return downloadAllowance({
      // Paid is the status the downloads wait for; the moment it was set starts the days.
      paidAt:
        order.paymentStatus === 'paid' ? new Date(order.paymentChangedAt ?? order.createdAt) : null,
      refunded: order.paymentStatus === 'refunded' || order.paymentStatus === 'partially-refunded',
      completed: Number(line.downloads),
      limit: afterSale.downloadLimit,
      days: afterSale.downloadDays,
      now: new Date(now()),
    });
  }

  async function orderOf(orderRefId: number): Promise<PaidOrder | null> {
    return OrderModel.findByPk(orderRefId, { raw: true });
  }

  async function lineOf(id: number): Promise<Line | null> {
    const line = await OrderItemModel.findOne({
      where: { id, fileKey: { [Op.ne]: null } },
      raw: true,
    });
    return line as Line | null;
  }

  /** The caller's own digital line and its order, or a 404 that says nothing more. */
  async function ownLine(actor: Actor, id: number) {
    const line = await lineOf(id);
    const order = line ? await orderOf(line.orderRefId) : null;
    if (!line || !order || !isOwnShownOrder(actor, order)) throw notFound('Download');
    return { line, order };
  }

  const present = async (order: PaidOrder, line: Line): Promise<Download> => {
    const allowance = await allowanceOf(order, line);
    return {
      id: Number(line.id),
      productId: line.productId,
      size: line.size,
      remaining: allowance.remaining,
      expiresAt: allowance.expiresAt?.toISOString() ?? null,
    };
  };

  return {
    /** The order's digital lines once it is paid (none left after a refund); its owner only. */
    async forOrder(actor: Actor, orderID: string): Promise<Download[]> {
      const order = await OrderModel.findOne({ where: { orderID }, raw: true });
      if (!order || !isOwnShownOrder(actor, order)) throw notFound('Order');
      // Before payment there is nothing to download; after a refund each line says it ended.
      if (!PAID_ONCE.includes(order.paymentStatus)) return [];
      const lines = (await OrderItemModel.findAll({
        where: { orderRefId: order.id, fileKey: { [Op.ne]: null } },
        order: [['id', 'ASC']],
        raw: true,
      })) as Line[];
      return Promise.all(lines.map((line) => present(order, line)));
    },

    /** A signed link, valid 15 minutes, while the line has downloads left. */
    async link(actor: Actor, id: number): Promise<{ url: string }> {
      const { line, order } = await ownLine(actor, id);
      if (!(await allowanceOf(order, line)).allowed) throw noneLeft();
      const { token } = links.sign(String(line.id), new Date(now()));
      return { url: `${publicUrl}/api/downloads/file/${token}` };
    },

    /**
     * The file a link names, checked again (the limit, the days, a refund since); a tampered,
     * malformed or expired link is a 404 like an unknown one.
     */
    async open(token: string): Promise<DownloadToSend & { lineId: number }> {
      const id = links.verify(token, new Date(now()));
      const line = id ? await lineOf(Number(id)) : null;
      const order = line ? await orderOf(line.orderRefId) : null;
      if (!line || !order) throw notFound('Download');
      if (!(await allowanceOf(order, line)).allowed) throw noneLeft();
      const ext = line.fileKey.slice(line.fileKey.lastIndexOf('.'));
      return {
        lineId: Number(line.id),
        storedName: line.fileKey,
        fileName: `${line.productName} ${line.size}${ext}`,
        contentType: contentTypeOf(line.fileKey),
      };
    },

    /** Counts one completed download of the line. */
    async completed(lineId: number): Promise<void> {
      await OrderItemModel.increment('downloads', { by: 1, where: { id: lineId } });
    },
  };
}

const PAID_ONCE: readonly string[] = ['paid', 'partially-refunded', 'refunded'];

const noneLeft = () =>
  conflict('This download has ended: its downloads are used up, expired or refunded');

export type DownloadsService = ReturnType<typeof createDownloadsService>;
