import { productListPathSchema } from '../../product/product.schemas';
import {
  restockAnswerSchema,
  restockRequestSchema,
  restockStopParamSchema,
  wishlistEntrySchema,
} from '../../wishlist/wishlist.schemas';
import { apiRoutes } from '../api-routes';
import { pagingQuerySchema } from '../paging.schemas';
import { defineEndpoints, json, paged } from './endpoint';
import { productAnswer } from './products.endpoints';

const entry = wishlistEntrySchema.meta({ id: 'WishlistEntry' });
const answer = restockAnswerSchema.meta({ id: 'RestockAnswer' });
const { productId } = productListPathSchema;

export const wishlistEndpoints = defineEndpoints('Wishlist', apiRoutes.wishlist, {
  list: {
    summary: "The caller's saved prints, the latest saved first, as a page of the catalogue",
    query: pagingQuerySchema,
    answers: [paged('The page', productAnswer)],
  },
  get: {
    summary: "Whether the print is on the caller's wishlist",
    params: productId,
    answers: [json(200, 'Saved or not', entry)],
    errors: ['not_found'],
  },
  save: {
    summary: 'Save the print (saving it again changes nothing)',
    params: productId,
    answers: [json(200, 'Saved', entry)],
    errors: ['not_found', 'conflict'],
  },
  remove: {
    summary: 'Take the print off the wishlist (again changes nothing)',
    params: productId,
    answers: [json(200, 'Not saved', entry)],
    errors: ['not_found'],
  },
  notify: {
    summary: 'Ask for one mail when a sold-out size is back in stock (asking twice is one request)',
    params: productId,
    body: { schema: restockRequestSchema },
    answers: [json(201, 'The request is kept', answer)],
    errors: ['not_found', 'in_stock', 'rate_limited'],
  },
  stop: {
    summary: "The back-in-stock mail's stop link: every pending request of its address ends",
    params: restockStopParamSchema,
    answers: [json(200, 'No more back-in-stock mail', answer)],
    errors: ['not_found'],
  },
});
