import { z } from 'zod';
import { moneyAmountSchema } from '../money/money.schemas';
import { PAYMENT_METHODS } from '../payment/payment-options.rules';
import { MAX_RETURN_NOTE, RETURN_ACTIONS, RETURN_REASONS, RETURN_STATUSES } from './returns.rules';

const note = z.string().trim().max(MAX_RETURN_NOTE, `At most ${MAX_RETURN_NOTE} characters`);

export const returnLineSchema = z.object({
  productId: z.string().trim().min(1, 'Product ID is required').max(40),
  size: z.string().trim().min(1, 'Size is required').max(40),
  quantity: z
    .number({ message: 'Quantity must be a number' })
    .int('Quantity is a whole number')
    .min(1, 'Quantity is at least 1')
    .max(1000),
});

/** A shopper's request (PRODUCT §13). */
export const returnRequestSchema = z.object({
  lines: z.array(returnLineSchema).min(1, 'Choose at least one print to return').max(50),
  reason: z.enum(RETURN_REASONS, { message: 'Choose a reason' }),
  note: note.optional(),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;

/** Staff's step on a return. */
export const returnActionSchema = z
  .object({
    action: z.enum(RETURN_ACTIONS, { message: 'action is approve, reject, receive or refund' }),
    note: note.optional(),
    restock: z.array(returnLineSchema).max(50).optional(),
    amount: moneyAmountSchema('Amount').optional(),
    method: z.enum(PAYMENT_METHODS).optional(),
    reference: z.string().trim().max(120).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'refund' && input.amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'A refund needs its amount' });
    }
    if (input.action === 'reject' && !input.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the return is rejected' });
    }
  });
export type ReturnActionInput = z.input<typeof returnActionSchema>;
export type ReturnActionParsed = z.output<typeof returnActionSchema>;

export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATUSES, { message: 'Unknown return status' }).optional(),
});

export const orderReturnSchema = z.object({
  _id: z.string(),
  orderID: z.string(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  /** Staff's instructions on approval, or their note on rejection. */
  staffNote: z.string().nullable(),
  lines: z.array(returnLineSchema.extend({ restocked: z.number().int() })),
  /** How many photos the shopper sent (read one by its index). */
  photos: z.number().int(),
  refund: z
    .object({
      amount: z.number(),
      method: z.string(),
      reference: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;
