import type {
  Banner,
  BlogArticle,
  BlogItem,
  HomeReview,
  InformationPage,
  NewsArticle,
  NewsItem,
  Question,
  Seminar,
} from '../contract/content';
import { getJson, postJson } from './http';
import { listOf } from './list-of';

/**
 * The content calls of product §7: information pages, news, blog, FAQ, seminars, banners and the home reviews. Dates
 * come as 'YYYY-MM-DD HH:mm:ss'; images as URLs under /image/ (banner file names may keep their spaces); HTML
 * fields come sanitised by the server's one HTML policy and are rendered as they arrive (docs/architecture.md).
 */

/** The reply and body types of these calls, as the contract defines them. */
export type * from '../contract/content';

/** product §3 "Seminar signup". */
export interface SeminarSignup {
  seminar_id: number;
  /** Full name. */
  seminar_name: string;
  /** Phone as typed in the mask +7(000)000-00-00. */
  seminar_tele: string;
  seminar_city: string;
}

/** product §3 "FAQ submit payload: name, email, product_id, text". */
export interface QuestionPayload {
  name: string;
  email: string;
  product_id: number;
  text: string;
}

// --- Information ----------------------------------------------------------------------------------------------------

/** POST /back/information/one {id}. */
export function fetchInformationPage(id: number | string): Promise<InformationPage> {
  return postJson<InformationPage>('/back/information/one', { id: Number(id) });
}

// --- News -----------------------------------------------------------------------------------------------------------

/** POST /back/news/main: the home page's news column, newest first. */
export async function fetchHomeNews(): Promise<NewsItem[]> {
  return listOf<NewsItem>(await postJson('/back/news/main'));
}

/** POST /back/news/list: every news item as the server orders it (product §7: the storefront reverses it for display). */
export async function fetchNewsList(): Promise<NewsItem[]> {
  return listOf<NewsItem>(await postJson('/back/news/list'));
}

/** POST /back/news/another {id}: the other news, for 'Другие новости'. */
export async function fetchOtherNews(id: number | string): Promise<NewsItem[]> {
  return listOf<NewsItem>(await postJson('/back/news/another', { id: Number(id) }));
}

/** POST /back/news/one {id}. */
export function fetchNewsArticle(id: number | string): Promise<NewsArticle> {
  return postJson<NewsArticle>('/back/news/one', { id: Number(id) });
}

// --- Blog -----------------------------------------------------------------------------------------------------------

/** POST /back/blog/list, with `{title}` to search by title: newest first. */
export async function fetchBlogList(title = ''): Promise<BlogItem[]> {
  const search = title.trim();
  return listOf<BlogItem>(await postJson('/back/blog/list', search ? { title: search } : {}));
}

/** POST /back/blog/one {id}. */
export function fetchBlogArticle(id: number | string): Promise<BlogArticle> {
  return postJson<BlogArticle>('/back/blog/one', { id: Number(id) });
}

/** POST /back/blog/product {product_id}: the blog articles about a product. */
export async function fetchBlogsByProduct(productId: number | string): Promise<BlogItem[]> {
  return listOf<BlogItem>(await postJson('/back/blog/product', { product_id: Number(productId) }));
}

/** POST /back/product/blog {id}: the same list as fetchBlogsByProduct, for the product page's 'Статьи' tab. */
export async function fetchProductBlogs(productId: number | string): Promise<BlogItem[]> {
  return listOf<BlogItem>(await postJson('/back/product/blog', { id: Number(productId) }));
}

// --- Questions ------------------------------------------------------------------------------------------------------

/** POST /back/faq/list: everyone's questions, newest first. */
export async function fetchQuestions(): Promise<Question[]> {
  return listOf<Question>(await postJson('/back/faq/list'));
}

/** POST /back/product/faq {id}: a product's questions, for the product page's 'Вопросы' tab. */
export async function fetchProductQuestions(productId: number | string): Promise<Question[]> {
  return listOf<Question>(await postJson('/back/product/faq', { id: Number(productId) }));
}

/** POST /back/faq/add: resolves to the question's number. */
export async function addQuestion(payload: QuestionPayload): Promise<number> {
  return Number(await postJson<unknown>('/back/faq/add', payload));
}

// --- Home: banners, seminars, reviews -------------------------------------------------------------------------------

/** GET /back/banner/slider. */
export async function fetchBanners(): Promise<Banner[]> {
  return listOf<Banner>(await getJson('/back/banner/slider'));
}

/** POST /back/seminar/getSeminar: the seminars and webinars to come. */
export async function fetchSeminars(): Promise<Seminar[]> {
  return listOf<Seminar>(await postJson('/back/seminar/getSeminar'));
}

/** POST /back/seminar/addUserSeminar: resolves to the signup's number; a refusal rejects with the server's text. */
export async function signUpForSeminar(signup: SeminarSignup): Promise<number> {
  return Number(await postJson<unknown>('/back/seminar/addUserSeminar', signup));
}

/** POST /back/review/get_three: the latest reviews for the home carousel. */
export async function fetchHomeReviews(): Promise<HomeReview[]> {
  return listOf<HomeReview>(await postJson('/back/review/get_three'));
}
