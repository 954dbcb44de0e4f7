import type { Router } from 'express';
import { uploadsEndpoints } from '@wallart/domain/endpoints';
import { endpointRoutes, on } from '../../http/endpoint-routes';
import { fileReader, uploadedFile, type FileUpload } from '../../http/file-upload';
import type { Guards } from '../../http/guards';
import { MAX_UPLOAD_BYTES, type UploadsService } from './uploads.service';

/** A product image: its name is kept, so it is read as UTF-8. */
const IMAGE_UPLOAD: FileUpload = {
  maxBytes: MAX_UPLOAD_BYTES,
  fields: 10,
  parts: 12,
  utf8Names: true,
  messages: {
    tooLarge: 'The image is larger than 10 MB',
    notOne: 'Send exactly one image, in the "file" field',
    missing: 'Choose an image to upload, in the "file" field',
  },
};

export function uploadsRoutes(uploads: UploadsService, guard: Guards): Router {
  return endpointRoutes({ mount: '/api/upload', guard }, [
    on(
      uploadsEndpoints.image,
      async (req, res) => {
        res.status(201).json(await uploads.store(uploadedFile(req, IMAGE_UPLOAD)));
      },
      { before: fileReader(IMAGE_UPLOAD) },
    ),
    on(uploadsEndpoints.pixels, async (_req, res, { query }) => {
      res.json(await uploads.pixels(query.url));
    }),
  ]);
}
