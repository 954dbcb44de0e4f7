import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import {
  DEFAULT_GOOGLE_USERINFO_URL,
  integrationSettingsFromEnv,
  resolveIntegrationSettings,
} from './integration-settings';

describe('integration settings from the environment', () => {
  it('defaults to the outbox, local storage and no Google client id', () => {
    const settings = resolveIntegrationSettings(integrationSettingsFromEnv(readEnv({})));
    expect(settings).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Wall Art Shop <no-reply@wallart.test>',
      shopEmail: 'hello@wallart.test',
      googleClientId: null,
      googleUserinfoUrl: DEFAULT_GOOGLE_USERINFO_URL,
      storage: { driver: 'local' },
    });
  });

  it('treats empty values as unset', () => {
    const env = readEnv({ SMTP_URL: '', GOOGLE_CLIENT_ID: ' ', S3_BUCKET: '' });
    expect(integrationSettingsFromEnv(env)).toMatchObject({
      smtpUrl: undefined,
      googleClientId: null,
      storage: { driver: 'local' },
    });
  });

  it('reads SMTP, the senders and Google settings', () => {
    const env = readEnv({
      SMTP_URL: 'smtps://user:pass@mail.example.lk:465',
      MAIL_FROM: 'Shop <shop@example.lk>',
      SHOP_EMAIL: 'orders@example.lk',
      GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9999/userinfo',
    });
    expect(integrationSettingsFromEnv(env)).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.lk:465',
      mailFrom: 'Shop <shop@example.lk>',
      shopEmail: 'orders@example.lk',
      googleClientId: 'abc.apps.googleusercontent.com',
      googleUserinfoUrl: 'http://127.0.0.1:9999/userinfo',
    });
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() => readEnv({ SMTP_URL: 'http://mail.example.lk' })).toThrow(/SMTP_URL/);
  });

  it('switches to S3 storage once S3_BUCKET is set, path-style with a custom endpoint', () => {
    const env = readEnv({
      S3_BUCKET: 'images',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PUBLIC_URL: 'https://cdn.example.lk',
    });
    expect(integrationSettingsFromEnv(env).storage).toEqual({
      driver: 's3',
      bucket: 'images',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.lk',
      forcePathStyle: true,
    });
    const aws = integrationSettingsFromEnv(
      readEnv({ S3_BUCKET: 'images', S3_REGION: 'ap-south-1' }),
    );
    expect(aws.storage).toMatchObject({
      driver: 's3',
      region: 'ap-south-1',
      forcePathStyle: false,
    });
  });
});

describe('PayHere settings from the environment', () => {
  it('offers no gateway unless both the merchant id and secret are set', () => {
    expect(integrationSettingsFromEnv(readEnv({})).payhere).toBeNull();
    expect(
      integrationSettingsFromEnv(readEnv({ PAYHERE_MERCHANT_ID: '1211149' })).payhere,
    ).toBeNull();
    expect(
      integrationSettingsFromEnv(
        readEnv({ PAYHERE_MERCHANT_SECRET: 'secret', PAYHERE_MERCHANT_ID: ' ' }),
      ).payhere,
    ).toBeNull();
  });

  it('reads the merchant and defaults the checkout to the sandbox', () => {
    const env = readEnv({ PAYHERE_MERCHANT_ID: '1211149', PAYHERE_MERCHANT_SECRET: 's3cret' });
    expect(integrationSettingsFromEnv(env).payhere).toEqual({
      merchantId: '1211149',
      merchantSecret: 's3cret',
      checkoutUrl: 'https://sandbox.payhere.lk/pay/checkout',
    });
    const live = readEnv({
      PAYHERE_MERCHANT_ID: '1211149',
      PAYHERE_MERCHANT_SECRET: 's3cret',
      PAYHERE_CHECKOUT_URL: 'https://www.payhere.lk/pay/checkout',
    });
    expect(integrationSettingsFromEnv(live).payhere?.checkoutUrl).toBe(
      'https://www.payhere.lk/pay/checkout',
    );
  });

  it('refuses a checkout URL that is not a URL', () => {
    expect(() => readEnv({ PAYHERE_CHECKOUT_URL: 'not a url' })).toThrow(/PAYHERE_CHECKOUT_URL/);
  });
});
