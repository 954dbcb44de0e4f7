import { z } from 'zod';
import { json, type ApiOperation } from '../../http/openapi/operation';

export const uploadsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/upload',
    tag: 'Products',
    summary: 'Upload a product image (JPEG, PNG, WebP or AVIF, up to 10 MB)',
    auth: 'admin',
    body: {
      schema: z.object({ file: z.string().meta({ format: 'binary' }) }),
      contentTypes: ['multipart/form-data'],
    },
    answers: [json(201, 'Stored', z.object({ url: z.string() }))],
    errors: ['too_large', 'unsupported_media_type', 'conflict'],
  },
];
