import type { Response, Router } from 'express';
import { ORDER_DOCUMENT_MIME_TYPE } from '@wallart/domain';
import { documentsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import type { DocumentsService, OrderDocument } from './documents.service';

/** A document is a download, private to the caller: never cached, never sniffed. */
function sendDocument(res: Response, { fileName, pdf }: OrderDocument): void {
  res.set({
    'Content-Type': ORDER_DOCUMENT_MIME_TYPE,
    'Content-Length': String(pdf.length),
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(pdf);
}

/** The invoice and the packing slip of an order, under /api/order/:orderID/…. */
export function documentsRoutes(documents: DocumentsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/order', guard }, [
    on(documentsEndpoints.invoice, async (req, res, { params }) => {
      sendDocument(res, await documents.invoice(actorOf(req), params.orderID));
    }),
    on(documentsEndpoints.packingSlip, async (req, res, { params }) => {
      sendDocument(res, await documents.packingSlip(actorOf(req), params.orderID));
    }),
  ]);
}
