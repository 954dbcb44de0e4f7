import { z } from 'zod';
import { emailSchema } from '../user/user.schemas';
import { sizeLabelSchema } from '../sizes/sizes.schemas';

export {
  RESTOCK_IN_STOCK_MESSAGE,
  RESTOCK_MAX_PENDING_PER_ADDRESS,
  RESTOCK_REQUEST_MESSAGE,
  RESTOCK_STOPPED_MESSAGE,
  RESTOCK_TOO_MANY_MESSAGE,
  WISHLIST_MAX_ITEMS,
} from './wishlist.rules';

/** `GET/PUT/DELETE /api/wishlist/{productId}`: whether the print is on the caller's list. */
export const wishlistEntrySchema = z.object({
  productId: z.string(),
  saved: z.boolean(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

/** `POST /api/product/{productId}/notify`: anyone asks to be told when a sold-out size returns. */
export const restockRequestSchema = z.object({
  email: emailSchema,
  size: sizeLabelSchema,
});
export type RestockRequestInput = z.input<typeof restockRequestSchema>;
export type RestockRequestParsed = z.output<typeof restockRequestSchema>;

/**
 * The stop link's token (`/back-in-stock/stop/{token}`): 32 random bytes in base64url. Anything
 * else is answered as an unknown token, a 404.
 */
export const restockStopParamSchema = z.object({ token: z.string().max(100) });
export const RESTOCK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The answer to the request and to the stop link. */
export const restockAnswerSchema = z.object({ message: z.string() });
export type RestockAnswer = z.infer<typeof restockAnswerSchema>;
