import { z } from 'zod';
import {
  downloadIdParamSchema,
  downloadLinkSchema,
  downloadSchema,
  downloadTokenParamSchema,
} from '../../downloads/downloads.schemas';
import { orderIdParamSchema } from '../../order/order.schemas';
import { productIdSchema } from '../../product/product.schemas';
import { apiRoutes } from '../api-routes';
import { binary, defineEndpoints, json, media } from './endpoint';
import { productAnswer } from './products.endpoints';

const download = downloadSchema.meta({ id: 'Download' });

export const downloadsEndpoints = defineEndpoints('Downloads', apiRoutes.downloads, {
  forOrder: {
    summary: "A paid order's digital downloads, with what each has left (its owner or guest key)",
    params: orderIdParamSchema,
    answers: [json(200, 'One per digital line; empty until the order is paid', z.array(download))],
    errors: ['not_found'],
  },
  link: {
    summary: 'A signed link to one download, valid 15 minutes',
    params: downloadIdParamSchema,
    answers: [json(200, 'The link', downloadLinkSchema.meta({ id: 'DownloadLink' }))],
    errors: ['not_found', 'conflict'],
  },
  file: {
    summary: 'The file of a signed link, whole or by HTTP ranges; a completed stream counts',
    params: downloadTokenParamSchema,
    answers: [
      media(200, 'The file, with its name', 'image/*', binary()),
      media(206, 'The range asked for', 'image/*', binary()),
    ],
    errors: ['not_found', 'conflict'],
  },
  uploadFile: {
    summary: "Upload a digital tier's private file (an image by its content, up to 200 MB)",
    params: z.object({ productId: productIdSchema }),
    body: {
      schema: z.object({
        size: z.string().meta({ description: 'The tier, as the product names it' }),
        file: binary(),
      }),
      contentTypes: ['multipart/form-data'],
      readByHandler: true,
    },
    answers: [json(200, 'The product, the tier marked as having its file', productAnswer)],
    errors: ['not_found', 'invalid', 'too_large', 'unsupported_media_type'],
  },
});
