import type { ApiAuth, ApiMethod, ApiRoute } from './route';

const route =
  <M extends ApiMethod>(method: M) =>
  <P extends string>(path: P, auth: ApiAuth): ApiRoute<P, M> => ({ method, path, auth });
const get = route('get');
const post = route('post');
const put = route('put');
const patch = route('patch');
const del = route('delete');

/**
 * Every endpoint of the shop's API: its method, its path (Express's syntax) and who may call
 * it, by area. This is the one place a path is written. Each endpoint's schemas and
 * documentation join it by the same key in `endpoints/<area>.endpoints.ts`; the API binds a
 * handler to that definition, the OpenAPI document is built from the definitions, and the
 * typed client calls these routes (`callOf`).
 */
export const apiRoutes = {
  shop: {
    health: get('/api/health', 'public'),
    config: get('/api/config', 'public'),
    /** The display currencies a shopper may pick (PRODUCT §12). */
    currencies: get('/api/currencies', 'public'),
    openApi: get('/api/openapi.json', 'public'),
    docs: get('/api/docs', 'public'),
    docsScript: get('/api/docs/start.js', 'public'),
  },
  users: {
    login: post('/api/user/login', 'public'),
    // SPEC §7 writes it with its slash; Express answers it with or without one.
    register: post('/api/user/', 'public'),
    current: get('/api/user/current', 'user'),
    listAll: get('/api/user/admin/all', 'admin'),
    remove: del('/api/user/:id', 'admin'),
    setDisabled: patch('/api/user/:id', 'admin'),
    setRole: put('/api/user/:id/role', 'admin'),
  },
  /** The signed-in user's own account (self-service on /profile). */
  account: {
    security: get('/api/user/current/security', 'user'),
    profile: put('/api/user/current/profile', 'user'),
    password: post('/api/user/current/password', 'user'),
    code: post('/api/user/current/code', 'user'),
    /** Proves the address with the code mailed at registration. */
    verifyEmail: post('/api/user/current/verify-email', 'user'),
    /** Mails a fresh code to prove the address. */
    verifyEmailCode: post('/api/user/current/verify-email/code', 'user'),
    export: get('/api/user/current/export', 'user'),
    delete: post('/api/user/current/delete', 'user'),
  },
  passwordReset: {
    sendMail: post('/api/user/sendMail', 'public'),
    changePassword: post('/api/user/changePW', 'public'),
  },
  google: {
    signIn: post('/api/user/google', 'public'),
  },
  products: {
    list: get('/api/product', 'public'),
    category: get('/api/product/category/:category', 'public'),
    search: get('/api/product/search/:text', 'public'),
    recommended: get('/api/product/recommended-products', 'public'),
    newArrivals: get('/api/product/new-arrivals', 'public'),
    trending: get('/api/product/trending-products', 'public'),
    get: get('/api/product/:productId', 'public'),
    create: post('/api/product', 'admin'),
    update: put('/api/product/:productId', 'admin'),
    remove: del('/api/product/:productId', 'admin'),
    exportCsv: get('/api/product/export.csv', 'admin'),
    importCsv: post('/api/product/import', 'admin'),
  },
  uploads: {
    image: post('/api/upload', 'admin'),
    /** The pixel size kept for an uploaded image (PRODUCT §13). */
    pixels: get('/api/upload/pixels', 'admin'),
  },
  orders: {
    list: get('/api/order', 'user'),
    // Signed in, or a guest giving `email` (PRODUCT §11); neither is SPEC's 401.
    place: post('/api/order', 'optional'),
    byToken: get('/api/order/by-token/:orderToken', 'public'),
    lookup: post('/api/order/lookup', 'public'),
    exportCsv: get('/api/order/export.csv', 'admin'),
    get: get('/api/order/:orderID', 'owner'),
    setStatus: put('/api/order/:orderID', 'admin'),
    remove: del('/api/order/:orderID', 'owner'),
    resendLink: post('/api/order/:orderID/resend-link', 'admin'),
  },
  payments: {
    uploadSlip: post('/api/order/:orderID/payment-slip', 'owner'),
    slip: get('/api/order/:orderID/payment-slip', 'owner'),
    review: post('/api/order/:orderID/payment', 'admin'),
    cardCheckout: post('/api/order/:orderID/card-checkout', 'owner'),
    payhereNotify: post('/api/payments/payhere/notify', 'public'),
  },
  /** Returns and refunds (PRODUCT §13). */
  returns: {
    request: post('/api/order/:orderID/returns', 'owner'),
    forOrder: get('/api/order/:orderID/returns', 'owner'),
    list: get('/api/admin/returns', 'admin'),
    act: post('/api/admin/returns/:id', 'admin'),
    addPhoto: post('/api/returns/:id/photos', 'owner'),
    photo: get('/api/returns/:id/photos/:index', 'owner'),
  },
  /** Digital artwork's downloads (PRODUCT §13). */
  downloads: {
    forOrder: get('/api/order/:orderID/downloads', 'owner'),
    link: post('/api/downloads/:id/link', 'owner'),
    file: get('/api/downloads/file/:token', 'public'),
    uploadFile: post('/api/admin/products/:productId/files', 'admin'),
  },
  documents: {
    invoice: get('/api/order/:orderID/invoice.pdf', 'owner'),
    packingSlip: get('/api/order/:orderID/packing-slip.pdf', 'admin'),
  },
  shipping: {
    quote: post('/api/shipping/quote', 'optional'),
  },
  inbox: {
    customArt: post('/api/inbox/custom-art', 'public'),
    contact: post('/api/inbox/contact', 'public'),
    list: get('/api/inbox', 'admin'),
    setStatus: patch('/api/inbox/:id', 'admin'),
  },
  /** Custom art that can be bought: staff's quote, and the private link's look and acceptance. */
  quotes: {
    send: post('/api/inbox/:id/quote', 'admin'),
    get: get('/api/quote/:token', 'public'),
    accept: post('/api/quote/:token/accept', 'user'),
  },
  reviews: {
    list: get('/api/review', 'optional'),
    create: post('/api/review', 'optional'),
    moderate: patch('/api/review/:id', 'admin'),
    remove: del('/api/review/:id', 'admin'),
    /** A print's reviews by the buyers who received it, and its rating (PRODUCT §16). */
    ofProduct: get('/api/product/:productId/reviews', 'public'),
    writeForProduct: post('/api/product/:productId/reviews', 'user'),
  },
  admin: {
    stats: get('/api/admin/stats', 'admin'),
  },
  audit: {
    list: get('/api/admin/audit', 'admin'),
  },
  /** The owner's texts: the home page's promise and the static pages (PRODUCT §16). */
  content: {
    read: get('/api/content/:key', 'public'),
    save: put('/api/admin/content/:key', 'admin'),
  },
  settings: {
    read: get('/api/admin/settings', 'admin'),
    update: put('/api/admin/settings', 'admin'),
  },
  mailPreviews: {
    list: get('/api/admin/mail-previews', 'admin'),
    get: get('/api/admin/mail-previews/:kind', 'admin'),
  },
  discounts: {
    check: post('/api/discount/check', 'optional'),
    list: get('/api/admin/discounts', 'admin'),
    create: post('/api/admin/discounts', 'admin'),
    update: put('/api/admin/discounts/:id', 'admin'),
    remove: del('/api/admin/discounts/:id', 'admin'),
  },
  /** The signed-in shopper's saved prints, and anyone's back-in-stock requests. */
  wishlist: {
    list: get('/api/wishlist', 'user'),
    get: get('/api/wishlist/:productId', 'user'),
    save: put('/api/wishlist/:productId', 'user'),
    remove: del('/api/wishlist/:productId', 'user'),
    /** Anyone asks for one mail when a sold-out size is back in stock. */
    notify: post('/api/product/:productId/notify', 'public'),
    /** The link in every back-in-stock mail that stops them for its address. */
    stop: post('/api/back-in-stock/stop/:token', 'public'),
  },
} as const;

/**
 * The origin the desktop admin app's pages are served from (its own `app:` scheme). The API
 * always allows it, since no website can take that origin.
 */
export const DESKTOP_APP_ORIGIN = 'app://wallart-admin';
