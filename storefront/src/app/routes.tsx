import { isValidElement, lazy, Suspense, type ReactNode } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import { STOREFRONT_PATHS } from '@wallart/domain';
import { NotFound } from '../components/not-found';
import { PageLoader } from '../components/page-loader';
import { ScrollToTop } from '../components/scroll-to-top';
import { ShopShell } from '../components/shell/shop-shell';
import type { Section } from '../i18n/sections';
import { lazyPage, type LazyPage } from './lazy-page';
import { SessionWatcher } from './session-watcher';

const AdminMount = lazy(() => import('./admin-mount'));
const TestingRoute = lazy(() => import('./testing-route'));

const HomePage = lazyPage(() => import('./pages/home-page'), 'HomePage', ['home']);
const ProductListPage = lazyPage(
  () => import('../features/products/product-list-page'),
  'ProductListPage',
  ['list'],
);
const ProductDetailPage = lazyPage(
  () => import('../features/products/product-detail-page'),
  'ProductDetailPage',
  ['product'],
);
const CartPage = lazyPage(() => import('../features/cart/cart-page'), 'CartPage', [
  'cart',
  'order',
]);
const CheckoutPage = lazyPage(
  () => import('../features/orders/checkout/checkout-page'),
  'CheckoutPage',
  ['cart', 'order', 'checkout'],
);
const MyOrdersPage = lazyPage(() => import('../features/orders/my-orders-page'), 'MyOrdersPage', [
  'order',
  'orders',
]);
const GuestOrderPage = lazyPage(
  () => import('../features/orders/guest-order-page'),
  'GuestOrderPage',
  ['order', 'orders'],
);
const OrderLookupPage = lazyPage(
  () => import('../features/orders/order-lookup-page'),
  'OrderLookupPage',
  ['lookup'],
);
const ProfilePage = lazyPage(() => import('../features/account/profile-page'), 'ProfilePage', [
  'auth',
  'profile',
]);
const LoginPage = lazyPage(() => import('../features/account/login-page'), 'LoginPage', ['auth']);
const RegisterPage = lazyPage(() => import('../features/account/register-page'), 'RegisterPage', [
  'auth',
]);
const ForgotPasswordPage = lazyPage(
  () => import('../features/account/forgot-password-page'),
  'ForgotPasswordPage',
  ['auth'],
);
const ContactPage = lazyPage(() => import('../features/inbox/contact-page'), 'ContactPage', [
  'contact',
]);
const ReviewsPage = lazyPage(() => import('../features/reviews/reviews-page'), 'ReviewsPage', [
  'reviews',
]);
type ContentPageName =
  'AboutPage' | 'FaqPage' | 'ReturnsPage' | 'ShippingPage' | 'PrivacyPage' | 'TermsPage';
/** Every page the owner writes is in one module, the one a drawn content page names. */
const contentPage = (name: ContentPageName, sections: Section[]) =>
  lazyPage(() => import('../features/info/content-page'), name, ['content', ...sections]);
const AboutPage = contentPage('AboutPage', ['about']);
const ReturnsPage = contentPage('ReturnsPage', []);
const ShippingPage = contentPage('ShippingPage', []);
const PrivacyPage = contentPage('PrivacyPage', ['legal']);
const TermsPage = contentPage('TermsPage', ['legal']);
const FaqPage = contentPage('FaqPage', ['faq']);
const QuotePage = lazyPage(() => import('../features/quotes/quote-page'), 'QuotePage', [
  'quote',
  'profile',
]);
const WishlistPage = lazyPage(() => import('../features/wishlist/wishlist-page'), 'WishlistPage', [
  'wishlist',
]);
const BackInStockStopPage = lazyPage(
  () => import('../features/wishlist/back-in-stock-stop-page'),
  'BackInStockStopPage',
  ['wishlist'],
);

const standalone = (page: ReactNode) => <Suspense fallback={<PageLoader />}>{page}</Suspense>;

function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionWatcher />
      <Outlet />
    </>
  );
}

/**
 * SPEC §2's routing table: admin, auth screens and /testing outside the shopper shell. The paths
 * come from the shared table the API also reads to write a page's first data.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: STOREFRONT_PATHS.admin, element: standalone(<AdminMount />) },
      { path: STOREFRONT_PATHS.login, element: standalone(<LoginPage />) },
      { path: STOREFRONT_PATHS.register, element: standalone(<RegisterPage />) },
      { path: STOREFRONT_PATHS.forgotPassword, element: standalone(<ForgotPasswordPage />) },
      { path: STOREFRONT_PATHS.testing, element: standalone(<TestingRoute />) },
      {
        element: <ShopShell />,
        children: [
          { index: true, element: <HomePage /> },
          { path: STOREFRONT_PATHS.products, element: <ProductListPage /> },
          { path: STOREFRONT_PATHS.category, element: <ProductListPage /> },
          { path: STOREFRONT_PATHS.product, element: <ProductDetailPage /> },
          { path: STOREFRONT_PATHS.cart, element: <CartPage /> },
          { path: STOREFRONT_PATHS.checkout, element: <CheckoutPage /> },
          { path: STOREFRONT_PATHS.profile, element: <ProfilePage /> },
          { path: STOREFRONT_PATHS.orders, element: <MyOrdersPage /> },
          { path: STOREFRONT_PATHS.orderLookup, element: <OrderLookupPage /> },
          { path: STOREFRONT_PATHS.guestOrder, element: <GuestOrderPage /> },
          { path: STOREFRONT_PATHS.contact, element: <ContactPage /> },
          { path: STOREFRONT_PATHS.about, element: <AboutPage /> },
          { path: STOREFRONT_PATHS.reviews, element: <ReviewsPage /> },
          { path: STOREFRONT_PATHS.returns, element: <ReturnsPage /> },
          { path: STOREFRONT_PATHS.shipping, element: <ShippingPage /> },
          { path: STOREFRONT_PATHS.privacy, element: <PrivacyPage /> },
          { path: STOREFRONT_PATHS.terms, element: <TermsPage /> },
          { path: STOREFRONT_PATHS.faq, element: <FaqPage /> },
          { path: STOREFRONT_PATHS.quote, element: <QuotePage /> },
          { path: STOREFRONT_PATHS.wishlist, element: <WishlistPage /> },
          { path: STOREFRONT_PATHS.backInStockStop, element: <BackInStockStopPage /> },
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

const isLazyPage = (type: unknown): type is LazyPage =>
  typeof type === 'function' && 'preload' in type && typeof type.preload === 'function';

/** The screen a route draws, inside the Suspense of a page outside the shop's shell too. */
function pageOf(element: ReactNode): LazyPage | null {
  if (!isValidElement<{ children?: ReactNode }>(element)) return null;
  if (isLazyPage(element.type)) return element.type;
  return element.type === Suspense ? pageOf(element.props.children) : null;
}

/**
 * Loads the code of the screens the path opens, so the first render draws the page itself
 * rather than a loader first. A failed load is left for the screen to retry when it mounts.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const pages = (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => pageOf(route.element))
    .filter((page) => page !== null);
  await Promise.all(pages.map((page) => page.preload()));
}
