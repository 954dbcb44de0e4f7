import { pipeline } from 'node:stream/promises';
import express, { type RequestHandler, type Router } from 'express';
import multer from 'multer';
import { MAX_PAYMENT_SLIP_BYTES } from '@wallart/domain';
import { paymentsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { AppError } from '../../lib/app-error';
import type { PaymentsService } from './payments.service';

const tooLarge = () => new AppError('too_large', 'The slip is larger than 10 MB');
// The multipart wrapping around the file takes a little room of its own.
const MAX_BODY_BYTES = MAX_PAYMENT_SLIP_BYTES + 64 * 1024;

/** A body announced as too large is refused before it is read. */
const refuseOversized: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length'));
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) throw tooLarge();
  next();
};

function slipError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    return new AppError('invalid', 'Send exactly one file, in the "file" field');
  }
  return new AppError('invalid', 'The upload could not be read');
}

/** Slips, staff's verdict and card checkout, under /api/order/:orderID/…. */
export function paymentsRoutes(payments: PaymentsService, guard: Guards): Router {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: MAX_PAYMENT_SLIP_BYTES, files: 1, fields: 5, parts: 6 },
  }).single('file');
  const readFile: RequestHandler = (req, res, next) => {
    single(req, res, (error: unknown) => next(error ? slipError(error) : undefined));
  };

  return endpointRoutes({ mount: '/api/order', guard }, [
    on(
      paymentsEndpoints.uploadSlip,
      async (req, res, { params: { orderID } }) => {
        if (!req.file) {
          throw new AppError('invalid', 'Choose the slip to upload, in the "file" field');
        }
        const order = await payments.uploadSlip(actorOf(req), orderID, req.file.buffer);
        res.json({ message: 'Payment slip received; we will verify it shortly', order });
      },
      { before: [refuseOversized, readFile] },
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
