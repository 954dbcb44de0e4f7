import type { RequestHandler, Router } from 'express';
import multer from 'multer';
import { uploadsEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import type { Guards } from '../../http/guards';
import { AppError } from '../../lib/app-error';
import { MAX_UPLOAD_BYTES, type UploadsService } from './uploads.service';

const tooLarge = () => new AppError('too_large', 'The image is larger than 10 MB');
// The multipart wrapping around the file takes a little room of its own.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

function uploadError(error: unknown): AppError {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return tooLarge();
    return new AppError('invalid', 'Send exactly one image, in the "file" field');
  }
  return new AppError('invalid', 'The upload could not be read');
}

/** A body announced as too large is refused before it is read. */
const refuseOversized: RequestHandler = (req, _res, next) => {
  const length = Number(req.get('content-length'));
  if (Number.isFinite(length) && length > MAX_BODY_BYTES) throw tooLarge();
  next();
};

export function uploadsRoutes(uploads: UploadsService, guard: Guards): Router {
  const single = multer({
    storage: multer.memoryStorage(),
    // Browsers send file names as UTF-8.
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 12 },
  }).single('file');
  const readFile: RequestHandler = (req, res, next) => {
    single(req, res, (error: unknown) => next(error ? uploadError(error) : undefined));
  };

  return endpointRoutes({ mount: '/api/upload', guard }, [
    on(
      uploadsEndpoints.image,
      async (req, res) => {
        if (!req.file) {
          throw new AppError('invalid', 'Choose an image to upload, in the "file" field');
        }
        res.status(201).json(await uploads.store(req.file));
      },
      { before: [refuseOversized, readFile] },
    ),
  ]);
}
