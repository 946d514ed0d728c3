import type { ComponentType } from 'react';
import { lazyComponent } from './ui/once-opened';

/**
 * Every page, loaded on demand: each capability's code becomes its own chunk, so the home page never downloads the
 * account, cart or checkout pages (docs/architecture.md "Bundle").
 */

/** Props every section page takes: the name to show when the route knows a better one than the default. */
export interface PageProps {
  title?: string;
  /** The id the server resolved a one-segment address into (/back/url: category, product, news… id). */
  id?: number | string;
}

function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<PageProps>) {
  return lazyComponent(load, pick);
}

export const HomePage = lazyPage(
  () => import('./content/home-page'),
  (m) => m.HomePage,
);
export const CataloguePage = lazyPage(
  () => import('./catalogue/catalogue-page'),
  (m) => m.CataloguePage,
);
export const ProductPage = lazyPage(
  () => import('./catalogue/product-page'),
  (m) => m.ProductPage,
);
export const NewsPage = lazyPage(
  () => import('./content/news-page'),
  (m) => m.NewsPage,
);
export const BlogPage = lazyPage(
  () => import('./content/blog-page'),
  (m) => m.BlogPage,
);
export const InformationPage = lazyPage(
  () => import('./content/information-page'),
  (m) => m.InformationPage,
);
export const FaqPage = lazyPage(
  () => import('./content/faq-page'),
  (m) => m.FaqPage,
);
export const SearchPage = lazyPage(
  () => import('./catalogue/search-page'),
  (m) => m.SearchPage,
);
export const CartPage = lazyPage(
  () => import('./cart-checkout-page'),
  (m) => m.CartCheckoutPage,
);
export const WishlistPage = lazyPage(
  () => import('./cart/wishlist-page'),
  (m) => m.WishlistPage,
);
export const SuccessPage = lazyPage(
  () => import('./checkout/success-page'),
  (m) => m.SuccessPage,
);
export const LoginPage = lazyPage(
  () => import('./account/login-page'),
  (m) => m.LoginPage,
);
export const RegistrationPage = lazyPage(
  () => import('./account/registration-page'),
  (m) => m.RegistrationPage,
);
export const RecoveryPage = lazyPage(
  () => import('./account/recovery-page'),
  (m) => m.RecoveryPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('./account/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const AccountPage = lazyPage(
  () => import('./account/account-page'),
  (m) => m.AccountPage,
);
export const VkAuthPage = lazyPage(
  () => import('./account/social-login-page'),
  (m) => m.VkAuthPage,
);
export const TelegramAuthPage = lazyPage(
  () => import('./account/social-login-page'),
  (m) => m.TelegramAuthPage,
);
