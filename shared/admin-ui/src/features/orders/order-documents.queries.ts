import { useMutation } from '@tanstack/react-query';
import {
  ORDER_DOCUMENT_MIME_TYPE,
  orderDocumentFileName,
  type OrderDocumentKind,
} from '@wallart/domain';
import { useAdminHost, useApi } from '../../app/admin-context';

const FAILED: Record<OrderDocumentKind, string> = {
  invoice: 'Invoice download failed',
  'packing-slip': 'Packing slip download failed',
};

/**
 * Fetches an order's invoice or packing slip with the staff member's token and saves it
 * through the host (a download on the web, a save dialog on the desktop).
 */
export function useSaveOrderDocument(kind: OrderDocumentKind) {
  const api = useApi();
  const host = useAdminHost();
  return useMutation({
    mutationFn: async (orderID: string) => {
      const pdf =
        kind === 'invoice'
          ? await api.documents.invoice(orderID)
          : await api.documents.packingSlip(orderID);
      await host.saveFile(orderDocumentFileName(kind, orderID), pdf, ORDER_DOCUMENT_MIME_TYPE);
    },
    meta: { errorMessage: FAILED[kind] },
  });
}

/** Sends the packing slip to the host's print dialog, where the host has one (the desktop). */
export function usePrintPackingSlip() {
  const api = useApi();
  const host = useAdminHost();
  return useMutation({
    mutationFn: async (orderID: string) => {
      if (!host.printPdf) throw new Error('This app cannot print');
      await host.printPdf(await api.documents.packingSlip(orderID));
    },
    meta: { errorMessage: 'Printing the packing slip failed' },
  });
}
