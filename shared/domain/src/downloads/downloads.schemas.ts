import { z } from 'zod';

/** A paid digital line's downloads, as its owner sees them (PRODUCT §13). */
export const downloadSchema = z.object({
  id: z.number().int(),
  productId: z.string(),
  size: z.string(),
  /** Downloads left (0 once used up, expired or refunded). */
  remaining: z.number().int(),
  /** When the downloads end: `downloadDays` after payment; null once refunded. */
  expiresAt: z.string().nullable(),
});
export type Download = z.infer<typeof downloadSchema>;

export const downloadLinkSchema = z.object({
  /** A signed address, valid 15 minutes, that streams the file. */
  url: z.string(),
});
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

export const downloadIdParamSchema = z.object({
  id: z.coerce.number<string>().int().positive({ message: 'Not a download id' }),
});

export const downloadTokenParamSchema = z.object({
  token: z.string().max(120),
});
