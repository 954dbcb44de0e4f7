import { z } from 'zod';
import type { ErrorCode } from '../api-contract/errors';
import { emailSchema } from '../user/user.schemas';
import { inboxQuoteSchema, quoteStatusSchema } from './quote.schemas';

export const INBOX_KINDS = ['custom-art', 'contact'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'handled'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max);

export const customArtSchema = z.object({
  name: text('Name', 120),
  email: emailSchema,
  style: z.string().trim().max(120).optional().default(''),
  message: text('Message', 5000),
});
export type CustomArtInput = z.input<typeof customArtSchema>;
/** A custom-art request as the API keeps it, after the schema has checked and trimmed it. */
export type CustomArtParsed = z.output<typeof customArtSchema>;

export const contactSchema = z.object({
  name: text('Full name', 120),
  email: emailSchema,
  subject: text('Subject', 200),
  message: text('Message', 5000),
});
export type ContactInput = z.input<typeof contactSchema>;
/** A contact message as the API keeps it, after the schema has checked and trimmed it. */
export type ContactParsed = z.output<typeof contactSchema>;

export const inboxUpdateSchema = z.object({ status: z.enum(INBOX_STATUSES) });
export const inboxListQuerySchema = z.object({ status: z.enum(INBOX_STATUSES).optional() });

export const inboxItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(INBOX_KINDS),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  style: z.string(),
  message: z.string(),
  status: z.enum(INBOX_STATUSES),
  createdAt: z.string(),
  /** A custom-art request's way to a sale (new → quoted → accepted → paid); null for contact. */
  quoteStatus: quoteStatusSchema.nullable(),
  /** The quote staff sent, if any. */
  quote: inboxQuoteSchema.nullable(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

/** The answer the storefront's forms read, as the old form service gave it. */
export interface FormAnswer {
  success: boolean;
  /** On a refusal, why, as in every error answer. */
  code?: ErrorCode;
  message: string;
}
