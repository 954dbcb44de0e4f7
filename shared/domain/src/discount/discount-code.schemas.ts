import { z } from 'zod';
import { normalizeDiscountCode } from './discount.rules';

/**
 * What a shopper may type in the code field (the check and the order body's `discountCode`):
 * anything short, in capitals; whether it is a code is the server's answer.
 */
export const discountCodeEntrySchema = z
  .string({ message: 'Enter a code' })
  .trim()
  .min(1, 'Enter a code')
  .max(64, 'not valid')
  .transform(normalizeDiscountCode);
