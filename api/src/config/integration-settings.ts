import { BRAND } from '@wallart/domain';
import type { Env } from './env';
import type { StorageSettings } from '../modules/uploads/storage';

/** PayHere's hosted card checkout, as the merchant's account gives it. */
export interface PayHereSettings {
  merchantId: string;
  /** Signs the checkout form and checks the gateway's notices; never sent to anyone. */
  merchantSecret: string;
  /** Where the shopper's browser posts the checkout form. */
  checkoutUrl: string;
}

/** How the shop reaches the outside world: mail, Google sign-in, image storage and card payment. */
export interface IntegrationSettings {
  /** smtp(s)://… to send through a mail server; unset, mails are filed in DATA_DIR/outbox. */
  smtpUrl?: string | undefined;
  mailFrom: string;
  /** Where staff notices (new orders, custom-art requests) go. */
  shopEmail: string;
  /** Orders after a new-order notice are gathered this long into one digest; 0: a mail each. */
  orderNoticeWindowMs: number;
  googleClientId: string | null;
  googleUserinfoUrl: string;
  /** Where a token's audience is checked, so tokens issued to other apps are refused. */
  googleTokeninfoUrl: string;
  storage: StorageSettings;
  /** Card payment's gateway; null when the shop has none, and then card is not offered. */
  payhere: PayHereSettings | null;
  /** The clock, in milliseconds; tests fix it. */
  now: () => number;
}

export const DEFAULT_MAIL_FROM = `${BRAND.name} <no-reply@wallart.test>`;
export const DEFAULT_SHOP_EMAIL = BRAND.contact.email;
export const DEFAULT_ORDER_NOTICE_WINDOW_MS = 60_000;
export const DEFAULT_GOOGLE_USERINFO_URL = 'https://www.googleapis.com/oauth2/v3/userinfo';
export const DEFAULT_GOOGLE_TOKENINFO_URL = 'https://oauth2.googleapis.com/tokeninfo';

export function resolveIntegrationSettings(
  given: Partial<IntegrationSettings> = {},
): IntegrationSettings {
  return {
    smtpUrl: given.smtpUrl,
    mailFrom: given.mailFrom ?? DEFAULT_MAIL_FROM,
    shopEmail: given.shopEmail ?? DEFAULT_SHOP_EMAIL,
    orderNoticeWindowMs: given.orderNoticeWindowMs ?? DEFAULT_ORDER_NOTICE_WINDOW_MS,
    googleClientId: given.googleClientId ?? null,
    googleUserinfoUrl: given.googleUserinfoUrl ?? DEFAULT_GOOGLE_USERINFO_URL,
    googleTokeninfoUrl: given.googleTokeninfoUrl ?? DEFAULT_GOOGLE_TOKENINFO_URL,
    storage: given.storage ?? { driver: 'local' },
    payhere: given.payhere ?? null,
    now: given.now ?? Date.now,
  };
}

type IntegrationEnv = Pick<
  Env,
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SHOP_EMAIL'
  | 'ORDER_NOTICE_WINDOW_SECONDS'
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_USERINFO_URL'
  | 'GOOGLE_TOKENINFO_URL'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ENDPOINT'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_PUBLIC_URL'
  | 'S3_FORCE_PATH_STYLE'
  | 'PAYHERE_MERCHANT_ID'
  | 'PAYHERE_MERCHANT_SECRET'
  | 'PAYHERE_CHECKOUT_URL'
>;

/** The gateway when both its merchant id and secret are set; otherwise none (no card option). */
export function payHereSettingsFromEnv(
  env: Pick<Env, 'PAYHERE_MERCHANT_ID' | 'PAYHERE_MERCHANT_SECRET' | 'PAYHERE_CHECKOUT_URL'>,
): PayHereSettings | null {
  if (!env.PAYHERE_MERCHANT_ID || !env.PAYHERE_MERCHANT_SECRET) return null;
  return {
    merchantId: env.PAYHERE_MERCHANT_ID,
    merchantSecret: env.PAYHERE_MERCHANT_SECRET,
    checkoutUrl: env.PAYHERE_CHECKOUT_URL,
  };
}

/** The settings as the environment gives them; S3 storage is used once S3_BUCKET is set. */
export function integrationSettingsFromEnv(env: IntegrationEnv): Partial<IntegrationSettings> {
  const storage: StorageSettings = env.S3_BUCKET
    ? {
        driver: 's3',
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        publicUrl: env.S3_PUBLIC_URL,
        forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
      }
    : { driver: 'local' };
  return {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    shopEmail: env.SHOP_EMAIL,
    orderNoticeWindowMs: env.ORDER_NOTICE_WINDOW_SECONDS * 1000,
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    googleUserinfoUrl: env.GOOGLE_USERINFO_URL,
    googleTokeninfoUrl: env.GOOGLE_TOKENINFO_URL,
    storage,
    payhere: payHereSettingsFromEnv(env),
  };
}
