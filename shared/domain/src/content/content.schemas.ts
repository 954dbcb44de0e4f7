import { z } from 'zod';
import { LANGUAGES } from '../language/languages';
import {
  CONTENT_KEYS,
  CONTENT_SETTINGS,
  MAX_CONTENT_LENGTH,
  unknownSettings,
} from './content.rules';

export const contentKeyParamSchema = z.object({ key: z.enum(CONTENT_KEYS) });

export const contentQuerySchema = z.object({
  language: z.enum(LANGUAGES).default('en'),
});

/** What staff save: one text in one language. */
export const contentSaveSchema = z.object({
  language: z.enum(LANGUAGES),
  body: z
    .string({ message: 'Text is required' })
    .trim()
    .min(1, 'Text is required')
    .max(MAX_CONTENT_LENGTH, `Text is at most ${MAX_CONTENT_LENGTH} characters`)
    .superRefine((body, ctx) => {
      const unknown = unknownSettings(body);
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown setting {${unknown[0]}}: use ${CONTENT_SETTINGS.map((s) => `{${s}}`).join(', ')}`,
        });
      }
    }),
});
export type ContentSaveInput = z.input<typeof contentSaveSchema>;

/**
 * A text as shown: its Markdown (the settings still named), the language it is written in
 * (English when the asked one has none), and the settings' values for filling it. Money is in
 * LKR, as the settings keep it; the shopper's screen writes it in their currency.
 */
export const contentAnswerSchema = z.object({
  key: z.enum(CONTENT_KEYS),
  language: z.enum(LANGUAGES),
  body: z.string(),
  /** Whether staff saved this text in the asked language (false: a fallback or the demo's). */
  saved: z.boolean(),
  settings: z.object({
    freeShippingThreshold: z.number(),
    returnDays: z.number().int(),
    shopName: z.string(),
    shopEmail: z.string(),
    shopPhone: z.string(),
    shopAddress: z.string(),
  }),
});
export type ContentAnswer = z.output<typeof contentAnswerSchema>;
