import { queryOptions } from '@tanstack/react-query';
import {
  fetchBanners,
  fetchBlogArticle,
  fetchBlogList,
  fetchHomeNews,
  fetchHomeReviews,
  fetchInformationPage,
  fetchNewsArticle,
  fetchNewsList,
  fetchOtherNews,
  fetchQuestions,
  fetchSeminars,
} from '../../api/content';
import { isApiError } from '../../api/http';
import { toastError } from '../ui/toaster';

/** product §8 toasts of the content pages, verbatim. */
export const CONTENT_ERRORS = {
  PAGE: 'Ошибка получения страницы',
  NEWS: 'Ошибка получения новости',
  OTHER_NEWS: 'Ошибка получения других новостей',
  ARTICLE: 'Не удалось получить статью',
  BLOG: 'Ошибка загрузки блога',
  QUESTIONS: 'Не удалось получить вопросы',
  SEMINARS: 'Ошибка получения вебинаров',
} as const;

/** Whether a failure means "there is no such page" (HTTP 404), which shows the not-found page instead of a toast. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Runs a load and shows its §8 toast when it fails (not for a 404 when `quietNotFound`), then fails as before. */
async function toastingFailure<T>(load: () => Promise<T>, text: string, quietNotFound = false): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(quietNotFound && isNotFound(error))) toastError(text);
    throw error;
  }
}

/** A 404 is an answer, not a hiccup: asking again will not help. */
const retryUnlessNotFound = (failures: number, error: unknown) => !isNotFound(error) && failures < 1;

export const homeNewsQuery = () => queryOptions({ queryKey: ['content', 'news', 'home'], queryFn: fetchHomeNews });

/** product §7: "a news list is reversed before display". */
export const newsListQuery = () =>
  queryOptions({ queryKey: ['content', 'news', 'list'], queryFn: async () => [...(await fetchNewsList())].reverse() });

export const newsArticleQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'news', 'one', id],
    queryFn: () => toastingFailure(() => fetchNewsArticle(id), CONTENT_ERRORS.NEWS, true),
    retry: retryUnlessNotFound,
  });

export const otherNewsQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'news', 'another', id],
    queryFn: () => toastingFailure(() => fetchOtherNews(id), CONTENT_ERRORS.OTHER_NEWS),
  });

export const blogListQuery = (title: string) =>
  queryOptions({
    queryKey: ['content', 'blog', 'list', title],
    queryFn: () => toastingFailure(() => fetchBlogList(title), CONTENT_ERRORS.BLOG),
  });

export const blogArticleQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'blog', 'one', id],
    queryFn: () => toastingFailure(() => fetchBlogArticle(id), CONTENT_ERRORS.ARTICLE, true),
    retry: retryUnlessNotFound,
  });

export const informationQuery = (id: number) =>
  queryOptions({
    queryKey: ['content', 'information', id],
    queryFn: () => toastingFailure(() => fetchInformationPage(id), CONTENT_ERRORS.PAGE, true),
    retry: retryUnlessNotFound,
  });

export const questionsQuery = () =>
  queryOptions({
    queryKey: ['content', 'questions'],
    queryFn: () => toastingFailure(fetchQuestions, CONTENT_ERRORS.QUESTIONS),
  });

export const seminarsQuery = () =>
  queryOptions({
    queryKey: ['content', 'seminars'],
    queryFn: () => toastingFailure(fetchSeminars, CONTENT_ERRORS.SEMINARS),
  });

export const bannersQuery = () => queryOptions({ queryKey: ['content', 'banners'], queryFn: fetchBanners });

export const homeReviewsQuery = () =>
  queryOptions({ queryKey: ['content', 'reviews', 'home'], queryFn: fetchHomeReviews });
