/** The order's printable documents (PRODUCT §8): what they are called when saved. */
export const ORDER_DOCUMENT_MIME_TYPE = 'application/pdf';

export type OrderDocumentKind = 'invoice' | 'packing-slip';

/** `invoice-WA-7K2M9QXD.pdf`, `packing-slip-WA-7K2M9QXD.pdf`; nothing but letters, digits, dashes. */
export function orderDocumentFileName(kind: OrderDocumentKind, orderID: string): string {
  const safeId = orderID.replace(/[^A-Za-z0-9-]/g, '') || 'order';
  return `${kind}-${safeId}.pdf`;
}
