import { z } from 'zod';
import { MAIL_KINDS } from './mail-kinds.rules';

export { MAIL_KINDS, MAIL_KIND_INFO, type MailAudience, type MailKind } from './mail-kinds.rules';

/** The kind in `GET /api/admin/mail-previews/{kind}`; an unknown kind is a 404. */
export const mailPreviewParamSchema = z.object({ kind: z.string().max(60) });

/** One entry of `GET /api/admin/mail-previews`. */
export const mailKindSummarySchema = z.object({
  kind: z.enum(MAIL_KINDS),
  label: z.string(),
  audience: z.enum(['shopper', 'shop']),
});
export type MailKindSummary = z.infer<typeof mailKindSummarySchema>;

/** `GET /api/admin/mail-previews/{kind}`: the mail as it is sent, for a sample order. */
export const mailPreviewSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type MailPreview = z.infer<typeof mailPreviewSchema>;
