import path from 'node:path';
import type { AppConfig } from '../../app-context';
import type { LimiterStore } from '../../lib/rate-limit';
import type { AuditRecorder } from '../audit/audit.service';
import type { TokenService } from '../auth/token.service';
import { createGoogleSignIn } from '../google/google.service';
import { createInboxService } from '../inbox/inbox.service';
import { createMailer } from '../mail/mailer';
import { withOrderMails } from '../mail/order-mails';
import type { OrderEvents } from '../orders/orders.service';
import { createPasswordResetService } from '../password-reset/password-reset.service';
import { resetPepper } from '../password-reset/reset-code';
import { createReviewsService } from '../reviews/reviews.service';
import { createLocalStorage } from '../uploads/local-storage';
import { createS3Storage } from '../uploads/s3-storage';
import type { ImageStorage, StorageSettings } from '../uploads/storage';
import { createUploadsService } from '../uploads/uploads.service';
import { resolveIntegrationSettings } from './integration-settings';

export interface IntegrationDeps {
  tokens: TokenService;
  limiterStore: LimiterStore;
  uploadsDir: string;
  audit: AuditRecorder;
}

export function createStorage(settings: StorageSettings, uploadsDir: string): ImageStorage {
  return settings.driver === 's3' ? createS3Storage(settings) : createLocalStorage(uploadsDir);
}

/** Mail, password reset, Google sign-in, uploads, the inbox and reviews, built once. */
export function createIntegrations(config: AppConfig, deps: IntegrationDeps) {
  const settings = resolveIntegrationSettings(config.integrations);
  const audited = { sequelize: config.sequelize, audit: deps.audit };
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger: config.logger,
  });
  return {
    settings,
    mailer,
    passwordReset: createPasswordResetService({
      sequelize: config.sequelize,
      mailer,
      pepper: resetPepper(config.jwtSecret),
      limiterStore: deps.limiterStore,
      now: settings.now,
    }),
    google: createGoogleSignIn({
      clientId: settings.googleClientId,
      userinfoUrl: settings.googleUserinfoUrl,
      tokeninfoUrl: settings.googleTokeninfoUrl,
      tokens: deps.tokens,
    }),
    uploads: createUploadsService(createStorage(settings.storage, deps.uploadsDir), settings.now),
    inbox: createInboxService(mailer, settings.shopEmail, audited),
    reviews: createReviewsService(audited),
    limiterStore: deps.limiterStore,
    /** The order events with the confirmation and shop notice mails added. */
    orderEvents: (other?: OrderEvents) => withOrderMails(mailer, settings.shopEmail, other),
  };
}

export type Integrations = ReturnType<typeof createIntegrations>;
