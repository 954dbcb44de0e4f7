import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PAYHERE_CHECKOUT_URL } from './payhere-defaults';
import { rateLimitEnvShape } from './rate-limits';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** An optional setting where an empty value means unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** The demo shop's accounts: known to anyone who reads this repository. */
export const DEMO_ADMIN_EMAIL = 'admin@wallart.test';
export const DEMO_ADMIN_PASSWORD = 'Admin123!';

/** Every setting the server reads, with its default. README.md lists them for shop owners. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The shop's public address (sitemap, robots.txt); required with NODE_ENV=production. */
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http:// or https:// URL' })
      .refine((url) => !/[?#]/.test(url), 'PUBLIC_URL has no query or fragment')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: list.default([]),
  TRUST_PROXY: z.string().default('false'),
  STOREFRONT_DIR: z.string().optional(),
  SEED_DEMO: bool.default(true),
  /** `off`: every catalogue read goes to the database (the bench's uncached rows use it). */
  CATALOGUE_CACHE: z.enum(['on', 'off'], { message: 'CATALOGUE_CACHE is on or off' }).default('on'),
  ADMIN_EMAIL: z.string().default(DEMO_ADMIN_EMAIL),
  ADMIN_PASSWORD: z.string().default(DEMO_ADMIN_PASSWORD),
  SHOPPER_EMAIL: z.string().default('shopper@wallart.test'),
  SHOPPER_PASSWORD: z.string().default('Shopper123!'),
  REDIS_URL: z.string().optional(),
  /** The bearer token `GET /metrics` asks for; unset, it answers callers on this machine only. */
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  REDIS_KEY_PREFIX: z.string().max(100).default(''),
  /** Prints an account with an unproven e-mail may hold in Pending orders; 0 turns it off. */
  UNVERIFIED_PENDING_UNITS: z.coerce.number().int().min(0).default(20),
  BACKUP_KEEP: z.coerce.number().int().min(1, 'BACKUP_KEEP must be at least 1').default(7),
  // Mail: through SMTP_URL (smtp:// or smtps://, credentials in the URL) when set; otherwise
  // each mail is written to DATA_DIR/outbox as an .eml file and its subject is logged.
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** The sender of every mail the shop sends. */
  MAIL_FROM: z.string().default('Wall Art Shop <no-reply@wallart.test>'),
  /** Where staff notices go (new orders, custom-art requests). */
  SHOP_EMAIL: z.string().default('hello@wallart.test'),
  ORDER_NOTICE_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(0, 'ORDER_NOTICE_WINDOW_SECONDS must be 0 or more')
    .default(60),
  /** Google sign-in: the OAuth client id handed to the storefront; unset, the button says so. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_USERINFO_URL: z.url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
  GOOGLE_TOKENINFO_URL: z.url().default('https://oauth2.googleapis.com/tokeninfo'),
  // Uploaded images go to S3-compatible storage once S3_BUCKET is set, else DATA_DIR/uploads.
  S3_BUCKET: optionalText,
  S3_REGION: z.string().default('us-east-1'),
  /** For S3-compatible services (MinIO, R2…): their endpoint URL. */
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** The public base URL of the bucket's objects (a CDN or the bucket's website). */
  S3_PUBLIC_URL: optionalText,
  /** Path-style bucket URLs; on by default when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: bool.optional(),
  // Card payment through PayHere's hosted checkout: offered only when both the merchant id
  // and the merchant secret are set.
  PAYHERE_MERCHANT_ID: optionalText,
  PAYHERE_MERCHANT_SECRET: optionalText,
  /** Where the shopper's browser posts the checkout form; PayHere's sandbox by default. */
  PAYHERE_CHECKOUT_URL: z.url().default(DEFAULT_PAYHERE_CHECKOUT_URL),
  // Rate limits: RATE_LIMITS=off turns them all off; each limit's own variable sets its number
  // (0 turns that one off). config/rate-limits.ts holds them all, with their windows.
  ...rateLimitEnvShape,
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment once, failing fast with every problem listed. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * The shop's public address, without a trailing slash: PUBLIC_URL, else
 * `http://localhost:PORT`. In production there is no guessing: without PUBLIC_URL the server
 * refuses to start. The Host header of a request is never used to build an address.
 */
export function resolvePublicUrl(env: Pick<Env, 'PUBLIC_URL' | 'PORT' | 'NODE_ENV'>): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, '');
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  PUBLIC_URL: required with NODE_ENV=production (the address shoppers use, e.g. https://shop.example.lk)',
    );
  }
  return `http://localhost:${env.PORT}`;
}

export function resolveDataDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR);
}

/** `TRUST_PROXY` as Express takes it: false, true, a hop count or a list of addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  const hops = Number(value);
  return Number.isInteger(hops) ? hops : value;
}
