import { createElement, useContext, type ComponentType } from 'react';
import { RenderedModules } from './render/rendered-modules';
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

/**
 * A page from its own module. `module` names that module from the project's root (what `load` imports): a page the
 * server renders tells it so, and the server preloads that module's files (src/server/render/page-renderer.ts).
 */
function lazyPage<M>(
  module: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<PageProps>,
): ComponentType<PageProps> {
  const Lazy = lazyComponent(load, pick);
  return function Page(props: PageProps) {
    useContext(RenderedModules)?.add(module);
    return createElement(Lazy, props);
  };
}

export const HomePage = lazyPage(
  'src/web/content/home-page',
  () => import('./content/home-page'),
  (m) => m.HomePage,
);
export const CataloguePage = lazyPage(
  'src/web/catalogue/catalogue-page',
  () => import('./catalogue/catalogue-page'),
  (m) => m.CataloguePage,
);
export const ProductPage = lazyPage(
  'src/web/catalogue/product-page',
  () => import('./catalogue/product-page'),
  (m) => m.ProductPage,
);
export const NewsPage = lazyPage(
  'src/web/content/news-page',
  () => import('./content/news-page'),
  (m) => m.NewsPage,
);
export const BlogPage = lazyPage(
  'src/web/content/blog-page',
  () => import('./content/blog-page'),
  (m) => m.BlogPage,
);
export const InformationPage = lazyPage(
  'src/web/content/information-page',
  () => import('./content/information-page'),
  (m) => m.InformationPage,
);
export const FaqPage = lazyPage(
  'src/web/content/faq-page',
  () => import('./content/faq-page'),
  (m) => m.FaqPage,
);
export const SearchPage = lazyPage(
  'src/web/catalogue/search-page',
  () => import('./catalogue/search-page'),
  (m) => m.SearchPage,
);
export const CartPage = lazyPage(
  'src/web/cart-checkout-page',
  () => import('./cart-checkout-page'),
  (m) => m.CartCheckoutPage,
);
export const WishlistPage = lazyPage(
  'src/web/cart/wishlist-page',
  () => import('./cart/wishlist-page'),
  (m) => m.WishlistPage,
);
export const SuccessPage = lazyPage(
  'src/web/checkout/success-page',
  () => import('./checkout/success-page'),
  (m) => m.SuccessPage,
);
export const LoginPage = lazyPage(
  'src/web/account/login-page',
  () => import('./account/login-page'),
  (m) => m.LoginPage,
);
export const RegistrationPage = lazyPage(
  'src/web/account/registration-page',
  () => import('./account/registration-page'),
  (m) => m.RegistrationPage,
);
export const RecoveryPage = lazyPage(
  'src/web/account/recovery-page',
  () => import('./account/recovery-page'),
  (m) => m.RecoveryPage,
);
export const ResetPasswordPage = lazyPage(
  'src/web/account/reset-password-page',
  () => import('./account/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const AccountPage = lazyPage(
  'src/web/account/account-page',
  () => import('./account/account-page'),
  (m) => m.AccountPage,
);
export const VkAuthPage = lazyPage(
  'src/web/account/social-login-page',
  () => import('./account/social-login-page'),
  (m) => m.VkAuthPage,
);
export const TelegramAuthPage = lazyPage(
  'src/web/account/social-login-page',
  () => import('./account/social-login-page'),
  (m) => m.TelegramAuthPage,
);
