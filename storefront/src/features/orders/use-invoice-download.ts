import { useMutation } from '@tanstack/react-query';
import { ORDER_DOCUMENT_MIME_TYPE, orderDocumentFileName } from '@wallart/domain/rules';
import { api } from '../../lib/api';
import { downloadFile } from '../../lib/download-file';
import { useOrderKey } from './order-key';
import { keyArgs } from './orders.queries';

/**
 * Downloads an order's invoice: fetched with the shopper's token (a plain link would carry
 * none), then handed to the browser as invoice-<order>.pdf.
 */
export function useInvoiceDownload() {
  const key = useOrderKey();
  return useMutation({
    mutationFn: async (orderID: string) => {
      const pdf = await api.documents.invoice(orderID, ...keyArgs(key));
      downloadFile(orderDocumentFileName('invoice', orderID), pdf, ORDER_DOCUMENT_MIME_TYPE);
    },
  });
}
