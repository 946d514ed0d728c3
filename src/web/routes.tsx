import { createBrowserRouter, type RouteObject } from 'react-router';
import * as pages from './pages';
import { ErrorPage, RouteErrorPage } from './shell/error-page';
import { Layout } from './shell/layout';
import { NotFoundPage } from './ui/not-found-page';
import { UrlPathPage } from './url-path-page';

/** The route table of product §2. Every page renders inside the shell; a page that throws shows the error page there. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <pages.HomePage /> },
          { path: 'catalog', element: <pages.CataloguePage /> },
          { path: 'catalog/:id', element: <pages.CataloguePage /> },
          { path: 'catalog/products/:id', element: <pages.CataloguePage /> },
          { path: 'vsja-produktsija', element: <pages.CataloguePage title="Вся продукция" /> },
          { path: 'news', element: <pages.NewsPage /> },
          { path: 'news/:id', element: <pages.NewsPage /> },
          { path: 'blog', element: <pages.BlogPage /> },
          { path: 'blog/:id', element: <pages.BlogPage /> },
          { path: 'login', element: <pages.LoginPage /> },
          { path: 'create-account', element: <pages.RegistrationPage /> },
          { path: 'recovery', element: <pages.RecoveryPage /> },
          { path: 'change/:token', element: <pages.ResetPasswordPage /> },
          { path: 'my-account', element: <pages.AccountPage /> },
          { path: 'profile', element: <pages.AccountPage /> },
          { path: 'cart', element: <pages.CartPage /> },
          { path: 'success', element: <pages.SuccessPage /> },
          { path: 'wishlist', element: <pages.WishlistPage /> },
          { path: 'favorite', element: <pages.WishlistPage /> },
          { path: 'search', element: <pages.SearchPage /> },
          { path: 'faq', element: <pages.FaqPage /> },
          { path: 'documentations', element: <pages.InformationPage title="Документы" /> },
          { path: 'training', element: <pages.InformationPage title="Обучение" /> },
          { path: 'about', element: <pages.InformationPage title="О нас" /> },
          { path: 'contacts', element: <pages.InformationPage title="Контакты" /> },
          { path: 'vkauth', element: <pages.VkAuthPage /> },
          { path: 'telegramauth', element: <pages.TelegramAuthPage /> },
          { path: 'error', element: <ErrorPage /> },
          { path: ':urlPath', element: <UrlPathPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createShopRouter() {
  return createBrowserRouter(routes);
}
