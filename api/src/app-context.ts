import path from 'node:path';
import { uploadsDirOf, type AppConfig } from './config/app-config';
import { resolveIntegrationSettings } from './config/integration-settings';
import { DEFAULT_RATE_LIMITS } from './config/rate-limits';
import type { LimiterStore } from './lib/rate-limit';
import { createAccountService } from './modules/account/account.service';
import { createEmailVerification } from './modules/account/email-verification';
import { createAdminStatsService } from './modules/admin/admin-stats.service';
import { createAuditService } from './modules/audit/audit.service';
import { createDiscountsService } from './modules/discounts/discounts.service';
import { createDocumentsService } from './modules/documents/documents.service';
import { createTokenService } from './modules/auth/token.service';
import { createGoogleSignIn } from './modules/google/google.service';
import { createInboxService } from './modules/inbox/inbox.service';
import { createQuotesService } from './modules/quotes/quotes.service';
import { createMailer } from './modules/mail/mailer';
import { createMailPreviews } from './modules/mail/mail-previews';
import { createNewOrderNotices } from './modules/mail/new-order-notices';
import { withOrderMails } from './modules/mail/order-mails';
import { createUnconfirmedMailCap } from './modules/mail/unconfirmed-mail-cap';
import { createShopperKeys } from './modules/orders/shopper-keys';
import { createOrdersService } from './modules/orders/orders.service';
import { createOrderStore } from './modules/orders/order-store';
import type { OrderWriter } from './modules/orders/order-writer';
import { createPostgresOrderWriter } from './modules/orders/postgres/postgres-order-writer';
import { createSqliteOrderWriter } from './modules/orders/sqlite/sqlite-order-writer';
import { dialectOf } from './db/sequelize';
import type { Sequelize } from 'sequelize';
import { createPaymentSweep } from './modules/payments/payment-sweep';
import { createPaymentsService, type PayHereGateway } from './modules/payments/payments.service';
import { createSlipStore } from './modules/payments/slip-store';
import { createPasswordResetService } from './modules/password-reset/password-reset.service';
import { createOneTimeCodes } from './modules/password-reset/one-time-code';
import { resetPepper } from './modules/password-reset/reset-code';
import { createProductsCsvService } from './modules/products/products-csv.service';
import { createProductsService } from './modules/products/products.service';
import { createSearchStrategy } from './modules/products/search/create-search-strategy';
import { createProductReviews } from './modules/reviews/product-reviews.service';
import { createReviewsService } from './modules/reviews/reviews.service';
import { createContentService } from './modules/content/content.service';
import { createShopSettingsService } from './modules/settings/settings.service';
import { recordingRefundGateway } from './modules/returns/refund-gateway';
import { createReturnsService } from './modules/returns/returns.service';
import { createDownloadsParts } from './modules/downloads/downloads-parts';
import { createShippingService } from './modules/shipping/shipping.service';
import { createStorage } from './modules/uploads/storage-choice';
import { createUploadsService } from './modules/uploads/uploads.service';
import { createUserRolesService } from './modules/users/user-roles.service';
import { createUsersService } from './modules/users/users.service';
import { createRestockAlerts } from './modules/wishlist/restock-alerts.service';
import { createWishlistService } from './modules/wishlist/wishlist.service';
import { createKnownSignInIps } from './modules/users/known-sign-in-ips';
import { createLoginLimits } from './modules/users/login-limits';
import { relayProductWrites } from './ops/product-writes-relay';
import { createShopMetrics } from './modules/metrics/shop-metrics';
import { createFeedsService } from './modules/feeds/feeds.service';

/** The order writer of the shop's database (decision 0086): one per database, chosen here. */
export function createOrderWriter(sequelize: Sequelize): OrderWriter {
  return dialectOf(sequelize) === 'postgres'
    ? createPostgresOrderWriter(sequelize)
    : createSqliteOrderWriter(sequelize);
}

/**
 * The composition root: every service of the shop is built here, once, from the config;
 * app.ts hands each router the services it needs.
 */
export function createServices(config: AppConfig) {
  const { sequelize } = config;
  const settings = resolveIntegrationSettings(config.integrations);
  const limiterStore: LimiterStore = {
    redis: config.redis ?? null,
    limits: config.rateLimits ?? DEFAULT_RATE_LIMITS,
  };
  const tokens = createTokenService(config.jwtSecret, config.jwtExpiresIn);
  const loginLimits = createLoginLimits(limiterStore, createKnownSignInIps(limiterStore));
  const audit = createAuditService();
  const audited = { sequelize, audit };
  // One contact address (PRODUCT §16): the Settings' e-mail, `SHOP_EMAIL` until staff change it.
  const shopSettings = createShopSettingsService(audited, settings.shopEmail);
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    logger: config.logger,
    shopEmail: settings.shopEmail,
    contact: async () => (await shopSettings.recent()).shop,
  });
  const metrics = createShopMetrics(sequelize);
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const orderNotices = createNewOrderNotices({
    mailer,
    shopEmail: settings.shopEmail,
    ordersUrl: `${publicUrl}/admin/orders`,
    windowMs: settings.orderNoticeWindowMs,
  });
  const mailCap = createUnconfirmedMailCap(limiterStore, config.logger);
  // Each order sends the shopper's confirmation and the shop's notice, and a mail per step.
  const orderEvents = withOrderMails(
    {
      mailer,
      notices: orderNotices,
      publicUrl,
      readSettings: shopSettings.recent,
      logger: config.logger,
      cap: mailCap,
    },
    metrics.orderEvents(config.orderEvents),
  );
  const orderStore = createOrderStore(sequelize);
  const orders = createOrdersService({
    store: orderStore,
    writer: createOrderWriter(sequelize),
    events: orderEvents,
    audit,
    options: {
      readSettings: shopSettings.recent,
      cardAvailable: settings.payhere !== null,
      unverifiedPendingUnits: config.unverifiedPendingUnits ?? 0,
      shopperKeyOf: createShopperKeys(config.jwtSecret),
    },
  });
  const codes = createOneTimeCodes({
    sequelize,
    pepper: resetPepper(config.jwtSecret),
    now: settings.now,
  });
  const emailVerification = createEmailVerification({
    sequelize,
    mailer,
    codes,
    limiterStore,
    publicUrl,
    logger: config.logger,
    claimGuestOrders: orders.claimGuestOrders,
  });
  const restockAlerts = createRestockAlerts({ mailer, publicUrl, logger: config.logger });
  const search = createSearchStrategy(sequelize);
  const gateway: PayHereGateway = settings.payhere ? { ...settings.payhere, publicUrl } : null;
  /** With Redis, servers on one database tell each other of product writes (decision 0053). */
  const productWritesRelay = config.redis
    ? relayProductWrites(sequelize, config.redis, config.logger)
    : null;
  const returns = createReturnsService({
    sequelize,
    orderStore,
    audit,
    mailer,
    mailCap,
    refunds: recordingRefundGateway(config.logger),
    photoFiles: createSlipStore(path.join(config.dataDir, 'return-photos')),
    readSettings: shopSettings.read,
    now: settings.now,
    publicUrl,
  });
  return {
    settings,
    metrics,
    /** The card gateway's settings (merchant, secret, checkout URL), or null: no card then. */
    payhere: settings.payhere,
    shopSettings,
    content: createContentService({ ...audited, shopSettings }),
    shipping: createShippingService(orderStore, shopSettings),
    tokens,
    limiterStore,
    mailer,
    /** Flushed at shutdown, before the mailer closes, so no order goes unannounced. */
    orderNotices,
    audit,
    users: createUsersService({
      sequelize,
      tokens,
      loginLimits,
      audit,
      registered: emailVerification.welcome,
    }),
    emailVerification,
    userRoles: createUserRolesService({
      sequelize,
      audit,
      mailer,
      adminUrl: `${config.publicUrl.replace(/\/+$/, '')}/admin`,
    }),
    account: createAccountService({
      sequelize,
      tokens,
      mailer,
      codes,
      limiterStore,
      now: settings.now,
      claimedCount: orders.claimedCount,
    }),
    passwordReset: createPasswordResetService({
      sequelize,
      mailer,
      pepper: resetPepper(config.jwtSecret),
      limiterStore,
      now: settings.now,
    }),
    google: createGoogleSignIn({
      clientId: settings.googleClientId,
      userinfoUrl: settings.googleUserinfoUrl,
      tokeninfoUrl: settings.googleTokeninfoUrl,
      tokens,
      sequelize,
      claimGuestOrders: orders.claimGuestOrders,
    }),
    products: createProductsService(sequelize, orderStore, audit, search, restockAlerts.restocked),
    productsCsv: createProductsCsvService(
      sequelize,
      audit,
      restockAlerts.restocked,
      config.logger,
      search,
    ),
    /** Saved prints; back-in-stock requests, mailed when staff restock (decision 0043). */
    wishlist: createWishlistService(),
    restockAlerts,
    orders,
    documents: createDocumentsService({
      orders,
      readSettings: shopSettings.read,
      returnsOf: returns.forOrder,
    }),
    // Slips live under DATA_DIR/slips, apart from the uploads that /uploads serves.
    payments: createPaymentsService({
      sequelize,
      orderStore,
      audit,
      mailer,
      mailCap,
      slips: createSlipStore(path.join(config.dataDir, 'slips')),
      gateway,
      logger: config.logger,
      now: settings.now,
      publicUrl,
      shopEmail: settings.shopEmail,
      paymentDecided: metrics.paymentDecided,
    }),
    returns,
    downloads: createDownloadsParts({ config, settings, audit, shopSettings, publicUrl }),
    paymentSweep: createPaymentSweep({
      orders,
      mailer,
      mailCap,
      shopEmail: settings.shopEmail,
      publicUrl,
      logger: config.logger,
      now: settings.now,
    }),
    mailPreviews: createMailPreviews({ readSettings: shopSettings.read, publicUrl }),
    uploads: createUploadsService(
      createStorage(settings.storage, uploadsDirOf(config)),
      settings.now,
    ),
    inbox: createInboxService(mailer, settings.shopEmail, audited),
    quotes: createQuotesService({
      ...audited,
      mailer,
      publicUrl,
      now: () => new Date(settings.now()),
    }),
    reviews: createReviewsService(audited),
    productReviews: createProductReviews(sequelize),
    adminStats: createAdminStatsService(sequelize),
    discounts: createDiscountsService({
      sequelize,
      orderStore,
      audit,
      shopSettings,
      now: () => new Date(settings.now()),
    }),
    productWritesRelay,
    feeds: createFeedsService({
      sequelize,
      readSettings: shopSettings.read,
      publicUrl,
      dataDir: config.dataDir,
      logger: config.logger,
      // Kept only while this server hears every product write, as the catalogue cache is.
      hearsEveryWrite: dialectOf(sequelize) === 'sqlite' || productWritesRelay !== null,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;

/**
 * Closes what the services hold, once no request is in flight: orders still being written (their
 * client may have gone) and their mails, the gathered notices, the mailer, database and relay.
 */
export async function closeServices(services: Services, sequelize: Sequelize): Promise<void> {
  await services.orders.close();
  await services.restockAlerts.idle();
  services.orderNotices.flush();
  await services.mailer.close();
  await sequelize.close();
  await services.productWritesRelay?.close();
}
