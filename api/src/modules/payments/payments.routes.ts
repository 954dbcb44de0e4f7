import { pipeline } from 'node:stream/promises';
import express, { type Router } from 'express';
import { MAX_PAYMENT_SLIP_BYTES } from '@wallart/domain';
import { paymentsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import { fileReader, uploadedFile, type FileUpload } from '../../http/file-upload';
import type { Guards } from '../../http/guards';
import { AppError } from '../../lib/app-error';
import type { PaymentsService } from './payments.service';

const SLIP_UPLOAD: FileUpload = {
  maxBytes: MAX_PAYMENT_SLIP_BYTES,
  fields: 5,
  parts: 6,
  messages: {
    tooLarge: 'The slip is larger than 10 MB',
    notOne: 'Send exactly one file, in the "file" field',
    missing: 'Choose the slip to upload, in the "file" field',
  },
};

/** Slips, staff's verdict and card checkout, under /api/order/:orderID/…. */
export function paymentsRoutes(payments: PaymentsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/order', guard }, [
    on(
      paymentsEndpoints.uploadSlip,
      async (req, res, { params: { orderID } }) => {
        const slip = uploadedFile(req, SLIP_UPLOAD).buffer;
        const order = await payments.uploadSlip(actorOf(req), orderID, slip);
        res.json({ message: 'Payment slip received; we will verify it shortly', order });
      },
      { before: fileReader(SLIP_UPLOAD) },
    ),

    on(paymentsEndpoints.slip, async (req, res, { params: { orderID } }) => {
      const slip = await payments.slip(actorOf(req), orderID);
      res.set({
        'Content-Type': slip.type,
        'Content-Length': String(slip.size),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Disposition': `inline; filename="slip-${orderID}.${slip.extension}"`,
      });
      await pipeline(slip.stream, res);
    }),

    on(paymentsEndpoints.review, async (req, res, { params: { orderID }, body: action }) => {
      const order = await payments.review(actorOf(req), orderID, action);
      const message = action.action === 'verify' ? 'Payment verified' : 'Payment rejected';
      res.json({ message, order });
    }),

    on(paymentsEndpoints.cardCheckout, async (req, res, { params: { orderID } }) => {
      res.json(await payments.cardCheckout(actorOf(req), orderID));
    }),
  ]);
}

/** The card gateway's server-to-server notice, form-encoded, under /api/payments. */
export function paymentNoticeRoutes(payments: PaymentsService): Router {
  return endpointRoutes({ mount: '/api/payments' }, [
    on(
      paymentsEndpoints.payhereNotify,
      async (req, res) => {
        // The gateway posts a form; anything else is not its notice.
        const isForm = typeof req.is('application/x-www-form-urlencoded') === 'string';
        const result = isForm
          ? await payments.notify(req.body)
          : payments.refuse('not form-encoded', req.get('content-type'));
        if (!result.handled) throw new AppError('invalid', 'The notice was not accepted');
        res.status(200).type('text/plain').send('OK');
      },
      { before: [express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 })] },
    ),
  ]);
}
