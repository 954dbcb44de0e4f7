import type { Router } from 'express';
import { returnsEndpoints } from '@wallart/domain/endpoints';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { fileReader, uploadedFile, type FileUpload } from '../../http/file-upload';
import { pipeline } from 'node:stream/promises';
import { MAX_RETURN_PHOTO_BYTES } from '@wallart/domain';
import type { ReturnsService } from './returns.service';

const PHOTO_UPLOAD: FileUpload = {
  maxBytes: MAX_RETURN_PHOTO_BYTES,
  fields: 5,
  parts: 6,
  messages: {
    tooLarge: 'The photo is larger than 10 MB',
    notOne: 'Send exactly one photo, in the "file" field',
    missing: 'Choose a photo to upload, in the "file" field',
  },
};

/** A return's photos, under /api/returns/:id/photos. */
export function returnPhotosRoutes(returns: ReturnsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/returns', guard }, [
    on(
      returnsEndpoints.addPhoto,
      async (req, res, { params: { id } }) => {
        const bytes = uploadedFile(req, PHOTO_UPLOAD).buffer;
        res.status(201).json(await returns.photos.add(actorOf(req), id, bytes));
      },
      { before: fileReader(PHOTO_UPLOAD) },
    ),
    on(returnsEndpoints.photo, async (req, res, { params: { id, index } }) => {
      const photo = await returns.photos.open(actorOf(req), id, index);
      res.set({
        'Content-Type': photo.type,
        'Content-Length': String(photo.size),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      await pipeline(photo.stream, res);
    }),
  ]);
}

/** A shopper's returns of an order, under /api/order/:orderID/returns. */
export function orderReturnsRoutes(returns: ReturnsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/order', guard }, [
    on(returnsEndpoints.request, async (req, res, { params: { orderID }, body }) => {
      res.status(201).json(await returns.request(actorOf(req), orderID, body));
    }),
    on(returnsEndpoints.forOrder, async (req, res, { params: { orderID } }) => {
      res.json(await returns.forOrder(actorOf(req), orderID));
    }),
  ]);
}

/** Staff's Returns screen, under /api/admin/returns. */
export function adminReturnsRoutes(returns: ReturnsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(returnsEndpoints.list, async (_req, res, { query }) => {
      res.json(await returns.list(query.status));
    }),
    on(returnsEndpoints.act, async (req, res, { params: { id }, body }) => {
      res.json(await returns.act(actorOf(req), id, body));
    }),
  ]);
}
