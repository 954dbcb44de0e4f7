import fs from 'node:fs/promises';
import type { Router } from 'express';
import { downloadsEndpoints } from '@wallart/domain/endpoints';
import { MAX_DIGITAL_FILE_BYTES } from '@wallart/domain';
import { actorOf } from '../../http/auth';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import { fileReader, uploadedFile, type FileUpload } from '../../http/file-upload';
import type { Guards } from '../../http/guards';
import { AppError } from '../../lib/app-error';
import type { createDigitalFiles } from './digital-files';
import type { DownloadsService } from './downloads.service';
import type { PrivateFiles } from './private-files';
import { streamDownload } from './stream-download';

const FILE_UPLOAD: FileUpload = {
  maxBytes: MAX_DIGITAL_FILE_BYTES,
  fields: 2,
  parts: 3,
  utf8Names: true,
  toDisk: true,
  messages: {
    tooLarge: 'The file is larger than 200 MB',
    notOne: 'Send exactly one file, in the "file" field, and its tier in "size"',
    missing: 'Choose a file to upload, in the "file" field',
  },
};

export interface DownloadsRouting {
  downloads: DownloadsService;
  digitalFiles: ReturnType<typeof createDigitalFiles>;
  privateFiles: PrivateFiles;
}

/** A paid order's downloads, under /api/order/:orderID/downloads. */
export function orderDownloadsRoutes({ downloads }: DownloadsRouting, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/order', guard }, [
    on(downloadsEndpoints.forOrder, async (req, res, { params: { orderID } }) => {
      res.json(await downloads.forOrder(actorOf(req), orderID));
    }),
  ]);
}

/** A download's signed link, and the file behind it, under /api/downloads. */
export function downloadsRoutes(routing: DownloadsRouting, guard: Guards): Router {
  const { downloads, privateFiles } = routing;
  return endpointRoutes({ mount: '/api/downloads', guard }, [
    on(downloadsEndpoints.link, async (req, res, { params: { id } }) => {
      res.json(await downloads.link(actorOf(req), id));
    }),
    on(downloadsEndpoints.file, async (req, res, { params: { token } }) => {
      const file = await downloads.open(token);
      await streamDownload(req, res, privateFiles, file, () => downloads.completed(file.lineId));
    }),
  ]);
}

/** Staff's upload of a digital tier's file, under /api/admin/products/:productId/files. */
export function digitalFilesRoutes({ digitalFiles }: DownloadsRouting, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/admin', guard }, [
    on(
      downloadsEndpoints.uploadFile,
      async (req, res, { params: { productId } }) => {
        const file = uploadedFile(req, FILE_UPLOAD);
        const size: unknown = (req.body as Record<string, unknown> | undefined)?.size;
        // The received file is removed before the answer, whatever the upload's outcome.
        const stored = (async () => {
          if (typeof size !== 'string' || size.trim() === '') {
            const message = 'Name the tier the file is for, in the "size" field';
            throw new AppError('invalid', message, [{ path: 'size', message }]);
          }
          return digitalFiles.upload(actorOf(req), productId, size, file);
        })().finally(() => fs.rm(file.path, { force: true }));
        res.json(await stored);
      },
      { before: fileReader(FILE_UPLOAD) },
    ),
  ]);
}
