import compression from 'compression';
import express, { type Express } from 'express';
import { createServices, type Services } from './app-context';
import { uploadsDirOf, type AppConfig } from './config/app-config';
import { onProductWrites } from './db/product-writes';
import { COMPRESS_FROM_BYTES, createCatalogueCache } from './http/catalogue-cache';
import { answerAfterOthersNotified } from './http/answer-after-notification';
import { createGuards } from './http/guards';
import { createSearchLimit } from './http/search-limit';
import { applySecurity } from './http/security';
import { requestLogging } from './http/request-logging';
import { serveStorefront, serveUploads } from './http/static-files';
import { apiNotFound, errorHandler } from './http/errors';
import { docsRoutes } from './http/openapi/docs.routes';
import { metricsRoutes } from './modules/metrics/metrics.routes';
import { apiOperations } from './api-operations';
import { accountRoutes } from './modules/account/account.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { configRoutes, shopConfigOf, type ConfigSources } from './modules/config/config.routes';
import { contentRoutes } from './modules/content/content.routes';
import { currenciesRoutes } from './modules/currencies/currencies.routes';
import { createCodeGuesses } from './modules/discounts/code-guesses';
import { discountAdminRoutes, discountCheckRoutes } from './modules/discounts/discounts.routes';
import { documentsRoutes } from './modules/documents/documents.routes';
import { googleRoutes } from './modules/google/google.routes';
import { healthRoutes } from './modules/health/health.routes';
import { inboxRoutes } from './modules/inbox/inbox.routes';
import { inboxQuoteRoutes, quoteRoutes } from './modules/quotes/quotes.routes';
import { mailPreviewsRoutes } from './modules/mail/mail-previews.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes';
import { paymentNoticeRoutes, paymentsRoutes } from './modules/payments/payments.routes';
import { productsCsvRoutes } from './modules/products/products-csv.routes';
import {
  adminReturnsRoutes,
  orderReturnsRoutes,
  returnPhotosRoutes,
} from './modules/returns/returns.routes';
import {
  digitalFilesRoutes,
  downloadsRoutes,
  orderDownloadsRoutes,
} from './modules/downloads/downloads.routes';
import { productsRoutes } from './modules/products/products.routes';
import { productReviewsRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { feedsRoutes } from './modules/feeds/feeds.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { shippingRoutes } from './modules/shipping/shipping.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { userRolesRoutes } from './modules/users/user-roles.routes';
import { usersRoutes } from './modules/users/users.routes';
import {
  backInStockStopRoutes,
  restockRequestRoutes,
  wishlistRoutes,
} from './modules/wishlist/wishlist.routes';

export const JSON_BODY_LIMIT = '1mb';
/** The version the OpenAPI document states. */
export const API_VERSION = '1.0.0';

/**
 * Builds the Express app from a config; it does not listen (server.ts and tests do).
 * The shop's whole HTTP surface is mounted here, in one table.
 */
export interface ShopApp {
  app: Express;
  services: Services;
  /** Loads the page renderer and draws each first page once (decision 0106). */
  warmUp(): Promise<void>;
}

export function createApp(config: AppConfig): ShopApp {
  const services = createServices(config);
  const guard = createGuards(services.tokens, services.orders.tokenHolder);
  const app = express();
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(requestLogging(config.logger));
  app.use(services.metrics.countRequests);
  applySecurity(app, config);
  const { limiterStore } = services;
  // Ahead of the catalogue cache, so a cached search counts too.
  const searchLimit = createSearchLimit(limiterStore);
  app.use('/api/product', searchLimit.api);
  // One budget of discount-code guesses for checks and orders alike.
  const codeGuesses = createCodeGuesses(limiterStore);
  // One process owns a SQLite database; on PostgreSQL, servers hear each other's writes only
  // through Redis (decision 0053), so without it nothing is cached.
  const ownsDatabase = config.sequelize.getDialect() === 'sqlite';
  const cache =
    config.catalogueCache !== false && (ownsDatabase || services.productWritesRelay)
      ? createCatalogueCache({ looked: services.metrics.cacheRead })
      : null;
  if (cache) {
    // Ahead of compression and the routers: a hit sends stored, already compressed bytes.
    onProductWrites(config.sequelize, cache.changed);
    app.use('/api/product', cache.read);
  }
  app.use(compression({ threshold: COMPRESS_FROM_BYTES }));
  // After compression, so that nothing of a held answer, not even its headers, goes out early.
  if (services.productWritesRelay) app.use(answerAfterOthersNotified(services.productWritesRelay));

  const api = express.Router();
  api.use(express.json({ limit: JSON_BODY_LIMIT }));
  const shopConfig: ConfigSources = {
    googleClientId: services.settings.googleClientId,
    cardAvailable: services.payhere !== null,
    shopSettings: services.shopSettings,
  };
  const storefront = config.storefrontDir
    ? serveStorefront(config.storefrontDir, {
        pages: {
          products: services.products,
          content: services.content,
          currencies: async () => (await services.shopSettings.read()).currencies,
          config: () => shopConfigOf(shopConfig),
        },
        searchLimit,
        cache: cache?.pages,
        publicUrl: config.publicUrl,
        guestOrders: {
          byKey: (orderToken) => services.orders.byToken(orderToken),
          config: () => shopConfigOf(shopConfig),
        },
      })
    : null;
  api.use(
    '/health',
    healthRoutes(config.sequelize, () => storefront?.drawsPages() ?? false),
  );
  api.use('/config', configRoutes(shopConfig));
  api.use('/currencies', currenciesRoutes(services.shopSettings));
  // Under /user, one's own account (current/…), password reset (sendMail, changePW) and
  // Google sign-in (google) take their own paths and let every other one through to the users
  // router.
  api.use('/user/current', accountRoutes(services.account, services.emailVerification, guard));
  api.use('/user', passwordResetRoutes(services.passwordReset));
  api.use('/user', googleRoutes(services.google));
  api.use('/user', usersRoutes(services.users, guard, limiterStore));
  api.use('/user', userRolesRoutes(services.userRoles, guard));
  // The one order that matters: the CSV routes come first, or `/export.csv` would be taken
  // for a productId by the products router's `/:productId`.
  api.use('/product', productsCsvRoutes(services.productsCsv, guard));
  api.use('/product', restockRequestRoutes(services.restockAlerts, limiterStore));
  api.use('/product', productReviewsRoutes(services.productReviews, guard, limiterStore));
  api.use('/product', productsRoutes(services.products, guard));
  api.use('/wishlist', wishlistRoutes(services.wishlist, guard));
  api.use('/back-in-stock', backInStockStopRoutes(services.restockAlerts));
  api.use('/order', ordersRoutes(services.orders, guard, limiterStore, codeGuesses));
  api.use('/order', paymentsRoutes(services.payments, guard));
  api.use('/order', documentsRoutes(services.documents, guard));
  api.use('/order', orderReturnsRoutes(services.returns, guard));
  api.use('/returns', returnPhotosRoutes(services.returns, guard));
  api.use('/order', orderDownloadsRoutes(services.downloads, guard));
  api.use('/downloads', downloadsRoutes(services.downloads, guard));
  api.use('/payments', paymentNoticeRoutes(services.payments));
  api.use('/shipping', shippingRoutes(services.shipping, guard));
  api.use('/upload', uploadsRoutes(services.uploads, guard));
  api.use('/inbox', inboxRoutes(services.inbox, guard, limiterStore));
  api.use('/inbox', inboxQuoteRoutes(services.quotes, guard));
  api.use('/quote', quoteRoutes(services.quotes, guard, limiterStore));
  api.use('/review', reviewsRoutes(services.reviews, guard, limiterStore));
  api.use('/admin', adminRoutes(services.adminStats, guard));
  api.use('/admin', auditRoutes(services.audit, guard));
  // Saved settings or texts change the drawn pages the cache keeps.
  api.use(
    '/admin',
    settingsRoutes(services.shopSettings, guard, () => cache?.clear()),
  );
  api.use(contentRoutes(services.content, guard, () => cache?.clear()));
  api.use('/admin', mailPreviewsRoutes(services.mailPreviews, guard));
  api.use('/discount', discountCheckRoutes(services.discounts, guard, codeGuesses));
  api.use('/admin', discountAdminRoutes(services.discounts, guard));
  api.use('/admin', adminReturnsRoutes(services.returns, guard));
  api.use('/admin', digitalFilesRoutes(services.downloads, guard));
  api.use(docsRoutes(apiOperations, API_VERSION));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(metricsRoutes(services.metrics, config.metricsToken));
  app.use(seoRoutes(config.publicUrl));
  app.use(feedsRoutes(services.feeds));
  app.use('/uploads', serveUploads(uploadsDirOf(config)));
  if (storefront) app.use(storefront.handle);
  app.use(errorHandler);
  // Run before listening, so the first page a shopper asks for finds the renderer warm.
  const warmUp = async () => {
    if (storefront) await storefront.warmUp(config.logger);
  };
  return { app, services, warmUp };
}
