import { orderDocumentFileName, type OrderReturn, type ShopSettings } from '@wallart/domain';
import { isAdmin, type Actor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import type { OrdersService } from '../orders/orders.service';
import { renderInvoice } from './invoice-pdf';
import { renderPackingSlip } from './packing-slip-pdf';

export interface OrderDocument {
  fileName: string;
  pdf: Buffer;
}

export interface DocumentsDeps {
  orders: Pick<OrdersService, 'get'>;
  readSettings: () => Promise<ShopSettings>;
  /** The order's returns as its caller may see them, for the invoice's credit note. */
  returnsOf: (actor: Actor, orderID: string) => Promise<OrderReturn[]>;
}

/**
 * An order's printable documents (PRODUCT §8), made when asked for from the order as it is now
 * and the shop's current settings. The order is read as its caller may see it, so someone
 * else's order is "not found", exactly like a missing one.
 */
export function createDocumentsService({ orders, readSettings, returnsOf }: DocumentsDeps) {
  return {
    /** For the order's owner or staff. */
    async invoice(actor: Actor, orderID: string): Promise<OrderDocument> {
      const order = await orders.get(actor, orderID);
      const [settings, returns] = await Promise.all([readSettings(), returnsOf(actor, orderID)]);
      return {
        fileName: orderDocumentFileName('invoice', order.orderID),
        pdf: await renderInvoice({ order, settings, returns }),
      };
    },

    /** For staff only. */
    async packingSlip(actor: Actor, orderID: string): Promise<OrderDocument> {
      if (!isAdmin(actor)) throw new AppError('forbidden', 'Packing slips are for staff');
      const order = await orders.get(actor, orderID);
      const { shop } = await readSettings();
      return {
        fileName: orderDocumentFileName('packing-slip', order.orderID),
        pdf: await renderPackingSlip({ order, shop }),
      };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;
