import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { Http } from './http';
import { tokenOptions } from './order.client';

const asPdf = { as: 'blob' } as const;

/**
 * An order's printable documents (PRODUCT §8), as PDF files. They need the caller's token, so
 * screens fetch them here and save the Blob themselves rather than linking to the URL.
 */
export function documentsClient(http: Http) {
  return {
    /** The invoice, for the order's owner or staff. */
    invoice: async (orderID: string, orderToken?: string) =>
      (
        await http<Blob>(callOf(apiRoutes.documents.invoice, { orderID }), {
          ...tokenOptions(orderToken),
          ...asPdf,
        })
      ).data,
    /** The packing slip (no prices), for staff. */
    packingSlip: async (orderID: string) =>
      (await http<Blob>(callOf(apiRoutes.documents.packingSlip, { orderID }), asPdf)).data,
  };
}
