import { apiRoutes } from '../api-contract/api-routes';
import { callOf } from '../api-contract/route';
import type { Download, DownloadLink } from '../downloads/downloads.schemas';
import type { Product } from '../product/product.schemas';
import type { Http } from './http';
import { tokenOptions } from './order.client';

/** Digital artwork (PRODUCT §13): a paid order's downloads, their links, staff's uploads. */
export function downloadsClient(http: Http) {
  return {
    /** One's own order's downloads, or a guest's with the order's key. */
    forOrder: async (orderID: string, orderToken?: string) =>
      (
        await http<Download[]>(
          callOf(apiRoutes.downloads.forOrder, { orderID }),
          tokenOptions(orderToken),
        )
      ).data,
    link: async (id: number, orderToken?: string) =>
      (
        await http<DownloadLink>(callOf(apiRoutes.downloads.link, { id }), {
          ...tokenOptions(orderToken),
          body: {},
        })
      ).data,
    /** Staff: the private file of one digital tier. */
    uploadFile: async (productId: string, size: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('size', size);
      form.append('file', file, fileName);
      const call = callOf(apiRoutes.downloads.uploadFile, { productId });
      return (await http<Product>(call, { body: form })).data;
    },
  };
}
