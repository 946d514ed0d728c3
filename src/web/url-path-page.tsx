import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useLocation, useParams } from 'react-router';
import { resolvePage, type ResolvedPage } from '../api/pages';
import { ErrorPage } from './shell/error-page';
import { linkLabelFor } from '../domain/site-links';
import { NotFoundPage } from './ui/not-found-page';
import { PageSpinner } from './ui/page-spinner';
import { toastError } from './ui/toaster';
import * as pages from './pages';

/** product §8: the page-resolve call failed (not a 404: the server or the network). */
export const PAGE_ERROR_TEXT = 'Ошибка получения страницы';

const ACCOUNT_PAGES: Record<string, ComponentType<pages.PageProps>> = {
  login: pages.LoginPage,
  register: pages.RegistrationPage,
  account: pages.AccountPage,
};

/** product §2 "Page modules resolved from urlPath": module (and for `account`, id) → the page that shows it. */
function pageFor({ module, id }: ResolvedPage): ComponentType<pages.PageProps> {
  switch (module) {
    case 'category':
      return pages.CataloguePage;
    case 'product':
      return pages.ProductPage;
    case 'blog_main':
    case 'blog':
      return pages.BlogPage;
    case 'search':
      return pages.SearchPage;
    case 'news_main':
    case 'news':
      return pages.NewsPage;
    case 'checkout':
      return pages.CartPage;
    case 'success':
      return pages.SuccessPage;
    case 'recovery':
      return pages.RecoveryPage;
    case 'telegramauth':
      return pages.TelegramAuthPage;
    case 'vkauth':
      return pages.VkAuthPage;
    case 'account':
      return ACCOUNT_PAGES[String(id)] ?? NotFoundPage;
    case 'information':
      return pages.InformationPage;
    case 'faq':
      return pages.FaqPage;
    default:
      return NotFoundPage;
  }
}

/** Resolves the address; a failure (other than 404, which resolves to not-found) is toasted as it happens. */
async function resolveOrToast(urlPath: string): Promise<ResolvedPage> {
  try {
    return await resolvePage(urlPath);
  } catch (error) {
    toastError(PAGE_ERROR_TEXT);
    throw error;
  }
}

/**
 * /{urlPath}: one segment the server resolves into a page module and id. Until each module's issue gives it a real
 * page, the section frame is named after the menu link that leads here (e.g. /kremi → 'Кремы'), or the module's
 * own section name.
 */
export function UrlPathPage() {
  const { urlPath = '' } = useParams();
  const { pathname } = useLocation();
  const page = useQuery({ queryKey: ['page', urlPath], queryFn: () => resolveOrToast(urlPath) });

  if (page.isPending) return <PageSpinner />;
  if (page.isError) return <ErrorPage />;
  const Page = pageFor(page.data);
  return <Page title={linkLabelFor(pathname)} id={page.data.id} />;
}
