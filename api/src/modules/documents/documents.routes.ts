import { Router, type Response } from 'express';
import { ORDER_DOCUMENT_MIME_TYPE, orderIdParamSchema } from '@wallart/domain';
import { actorOf } from '../../http/auth';
import type { Guards } from '../../http/guards';
import { parse } from '../../http/parse';
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
  const router = Router();

  router.get('/:orderID/invoice.pdf', guard.user, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    sendDocument(res, await documents.invoice(actorOf(req), orderID));
  });

  router.get('/:orderID/packing-slip.pdf', guard.admin, async (req, res) => {
    const { orderID } = parse(orderIdParamSchema, req.params);
    sendDocument(res, await documents.packingSlip(actorOf(req), orderID));
  });

  return router;
}
