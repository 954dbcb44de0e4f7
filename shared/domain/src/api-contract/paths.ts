/**
 * The path of every API endpoint as the typed client (api-client/) calls it. The API's routers
 * declare the same paths in Express's own syntax (each router mounted at its prefix in the
 * app), so each is written twice: the client's tests spell every URL out, and the API's tests
 * that call the server through the client fail when the two drift apart.
 */
const enc = encodeURIComponent;

export const paths = {
  health: '/api/health',
  config: '/api/config',
  user: {
    current: '/api/user/current',
    login: '/api/user/login',
    google: '/api/user/google',
    register: '/api/user/',
    sendMail: '/api/user/sendMail',
    changePassword: '/api/user/changePW',
    adminAll: '/api/user/admin/all',
    byId: (id: string) => `/api/user/${enc(id)}`,
    role: (id: string) => `/api/user/${enc(id)}/role`,
  },
  /** The signed-in user's own account (self-service on /profile). */
  account: {
    profile: '/api/user/current/profile',
    security: '/api/user/current/security',
    password: '/api/user/current/password',
    code: '/api/user/current/code',
    /** Proves the address with the code mailed at registration. */
    verifyEmail: '/api/user/current/verify-email',
    /** Mails a fresh code to prove the address. */
    verifyEmailCode: '/api/user/current/verify-email/code',
    export: '/api/user/current/export',
    delete: '/api/user/current/delete',
  },
  product: {
    list: '/api/product',
    category: (category: string) => `/api/product/category/${enc(category)}`,
    search: (text: string) => `/api/product/search/${enc(text)}`,
    recommended: '/api/product/recommended-products',
    newArrivals: '/api/product/new-arrivals',
    trending: '/api/product/trending-products',
    exportCsv: '/api/product/export.csv',
    importCsv: '/api/product/import',
    byId: (productId: string) => `/api/product/${enc(productId)}`,
    /** Anyone asks for one mail when a sold-out size is back in stock. */
    notify: (productId: string) => `/api/product/${enc(productId)}/notify`,
  },
  /** The signed-in shopper's saved prints. */
  wishlist: {
    list: '/api/wishlist',
    byId: (productId: string) => `/api/wishlist/${enc(productId)}`,
  },
  /** The link in every back-in-stock mail that stops them for its address. */
  backInStock: {
    stop: (token: string) => `/api/back-in-stock/stop/${enc(token)}`,
  },
  order: {
    list: '/api/order',
    byId: (orderID: string) => `/api/order/${enc(orderID)}`,
    paymentSlip: (orderID: string) => `/api/order/${enc(orderID)}/payment-slip`,
    payment: (orderID: string) => `/api/order/${enc(orderID)}/payment`,
    cardCheckout: (orderID: string) => `/api/order/${enc(orderID)}/card-checkout`,
    invoice: (orderID: string) => `/api/order/${enc(orderID)}/invoice.pdf`,
    packingSlip: (orderID: string) => `/api/order/${enc(orderID)}/packing-slip.pdf`,
  },
  shipping: {
    quote: '/api/shipping/quote',
  },
  discount: {
    check: '/api/discount/check',
    adminList: '/api/admin/discounts',
    adminById: (id: number | string) => `/api/admin/discounts/${enc(String(id))}`,
  },
  payments: {
    payhereNotify: '/api/payments/payhere/notify',
  },
  upload: '/api/upload',
  inbox: {
    list: '/api/inbox',
    customArt: '/api/inbox/custom-art',
    contact: '/api/inbox/contact',
    byId: (id: string) => `/api/inbox/${enc(id)}`,
    quote: (id: string) => `/api/inbox/${enc(id)}/quote`,
  },
  quote: {
    byToken: (token: string) => `/api/quote/${enc(token)}`,
    accept: (token: string) => `/api/quote/${enc(token)}/accept`,
  },
  review: {
    list: '/api/review',
    byId: (id: string) => `/api/review/${enc(id)}`,
  },
  admin: {
    stats: '/api/admin/stats',
    audit: '/api/admin/audit',
    settings: '/api/admin/settings',
    mailPreviews: '/api/admin/mail-previews',
    mailPreview: (kind: string) => `/api/admin/mail-previews/${enc(kind)}`,
  },
} as const;

/**
 * The origin the desktop admin app's pages are served from (its own `app:` scheme). The API
 * always allows it, since no website can take that origin.
 */
export const DESKTOP_APP_ORIGIN = 'app://wallart-admin';
