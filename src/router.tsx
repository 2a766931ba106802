import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { BootFallback } from './components/BootFallback';
import { LazyRouteError, prefetchRouteError } from './components/LazyRouteError';
import { authCatalogues, backOfficeCatalogues, shopCatalogues, withCatalogue } from './i18n/catalogues';
import { currentLang } from './i18n/lang';

/** A react-admin area's code, loaded with the catalogue of the current language. */
const backOffice = <M,>(load: () => Promise<M>) => withCatalogue(load, currentLang, backOfficeCatalogues);
const shop = <M,>(load: () => Promise<M>) => withCatalogue(load, currentLang, shopCatalogues);

/**
 * Every route of spec 000 §2. Each area is its own lazily loaded chunk: the landing page loads no
 * react-admin code. A lazy module exports `Component`.
 */
/** The pharmacy sign-in page, outside the storefront's react-admin context, with its texts (issue 11). */
const pharmacyLogin = async () => {
  const [module] = await Promise.all([import('./storefront/auth/LoginPage'), authCatalogues.load(currentLang())]);
  return module;
};

/**
 * A route's code that cannot load (offline, a chunk gone after a deployment) becomes a page that throws it, so the
 * route's own errorElement shows it: React Router draws nothing below a route whose `lazy` rejected.
 */
function recoverable(route: RouteObject): RouteObject {
  const load = route.lazy;
  if (typeof load !== 'function') return route;
  return {
    ...route,
    errorElement: <LazyRouteError />,
    lazy: () =>
      load().catch((error: unknown) => ({
        Component: () => {
          throw error;
        },
      })),
  };
}

// a storefront page that fails shows the error inside the storefront's root (react-admin's contexts), in the reader's language
const storefrontPages: RouteObject[] = [
  { path: '/pharmacy/reset_password', lazy: () => import('./storefront/auth/ResetPasswordPage') },
  { path: '/pharmacy/dashboard', lazy: () => import('./storefront/dashboard/DashboardPage') },
  { path: '/pharmacy/products', lazy: () => import('./storefront/catalogue/ProductsPage') },
  { path: '/post/:id/detail', id: 'productDetails', lazy: () => import('./storefront/catalogue/ProductDetailPage') },
  { path: '/basket/details', lazy: () => import('./storefront/basket/BasketPage') },
  { path: '/pharmacy/orders', lazy: () => import('./storefront/orders/OrdersPage') },
  { path: '/pharmacy/account', lazy: () => import('./storefront/account/AccountPage') },
  { path: '/pharmacy/recalls', lazy: () => import('./storefront/recalls/RecallsPage') },
  { path: '/pharmacy/account/payment/success', lazy: () => import('./storefront/account/InvoicePaymentResultPage') },
  { path: '/pharmacy/account/payment/failed', lazy: () => import('./storefront/account/InvoicePaymentResultPage') },
  { path: '/pharmacy/quick_order', lazy: () => import('./storefront/quickOrder/QuickOrderPage') },
  { path: '/pharmacy/profile', lazy: () => import('./storefront/profile/ProfilePage') },
  { path: '/pharmacies/profile', lazy: () => import('./storefront/profile/ProfilePage') },
  { path: '/pharmacy/pharmacies', lazy: () => import('./storefront/dashboard/NotShownPage') },
  { path: '/pharmacy/product', lazy: () => import('./storefront/dashboard/NotShownPage') },
  { path: '/payment', lazy: () => import('./storefront/payment/PaymentPage') },
  { path: '/payment/success', lazy: () => import('./storefront/payment/OnlineSuccessPage') },
  { path: '/payment/failed', lazy: () => import('./storefront/payment/OnlineFailedPage') },
  { path: '/paymentOffline/success', lazy: () => import('./storefront/payment/OfflineSuccessPage') },
  { path: '/paymentOffline/failed', lazy: () => import('./storefront/payment/OfflineFailedPage') },
].map(recoverable);

export const routes: RouteObject[] = [
  { path: '/', lazy: () => import('./public/LandingPage') },
  { path: '/pharmacy', lazy: pharmacyLogin },
  { path: '/pharmacy/login', lazy: pharmacyLogin },
  { path: '/admin/*', lazy: backOffice(() => import('./admin/AdminApp')) },
  { path: '/franchise/*', lazy: backOffice(() => import('./franchise/FranchiseApp')) },
  { lazy: shop(() => import('./storefront/StorefrontRoot')), children: storefrontPages },
  { path: '/ok', lazy: () => import('./public/HealthPage') },
  { path: '/test', lazy: () => import('./public/PaymentMockupPage') },
  { path: '*', lazy: () => import('./public/NotFoundPage') },
];

// Each top-level route shows a spinner while its lazy code loads on the first visit, and the app's translated error
// page when it fails (offline, a chunk gone after a deployment, a crash), never React Router's developer page.
export const router = createBrowserRouter(
  routes.map((route) => ({ HydrateFallback: BootFallback, ...recoverable(route) })),
);

export function RouterApp() {
  useEffect(prefetchRouteError, []);
  return <RouterProvider router={router} />;
}
