import { absoluteUrl } from './absolute-url';
import { isoDate, SCHEMA_ORG, shopReference, type JsonLdNode } from './json-ld';
import { plainText, removeQuotEntity, stripHtml, truncateWithEllipsis } from './text';

/** Structured data of the content pages: a news item (NewsArticle), a blog article (BlogPosting), the FAQ (FAQPage). */

/** Google shows at most 110 characters of a headline. */
const HEADLINE_MAX = 110;
/** A description is a summary: the page carries the article. */
const SUMMARY_MAX = 300;

/**
 * A news item or blog article as the storefront receives it (NewsArticle of /back/news/one, BlogArticle of
 * /back/blog/one): `title` text, `description` the article's HTML, `short_description` its plain teaser, `image` an
 * image URL or null, `date_added` 'YYYY-MM-DD HH:mm:ss' in shop time ('' when none).
 */
export interface ArticleInput {
  title: string;
  description: string;
  short_description?: string;
  image: string | null;
  date_added: string;
  /** When it was last changed, same format; absent: the day it was added. */
  date_modified?: string;
}

type ArticleType = 'NewsArticle' | 'BlogPosting';

function articleJsonLd(
  base: string,
  type: ArticleType,
  article: ArticleInput,
  path: string,
  title: string,
): JsonLdNode {
  const pageUrl = absoluteUrl(base, path);
  const summary = truncateWithEllipsis(
    plainText(article.short_description) || plainText(article.description),
    SUMMARY_MAX,
  );
  const published = isoDate(article.date_added);
  const modified = isoDate(article.date_modified) ?? published;
  const shop = shopReference(base);
  return {
    '@context': SCHEMA_ORG,
    '@type': type,
    '@id': `${pageUrl}#article`,
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    headline: truncateWithEllipsis(title, HEADLINE_MAX - 3),
    ...(article.image?.trim() ? { image: [absoluteUrl(base, article.image.trim())] } : {}),
    ...(summary ? { description: summary } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    inLanguage: 'ru-RU',
    // The shop writes its news and articles: it is their author and publisher.
    author: shop,
    publisher: shop,
  };
}

/**
 * A news item's NewsArticle. `path` is the page's address: the item's `url` when it has one, else '/news/{news_id}'.
 * The headline drops the literal '&quot;' as the news pages do.
 */
export function newsArticleJsonLd(base: string, article: ArticleInput, path: string): JsonLdNode {
  return articleJsonLd(base, 'NewsArticle', article, path, stripHtml(removeQuotEntity(article.title)));
}

/** A blog article's BlogPosting. `path`: the article's `url` when it has one, else '/blog/{blog_id}'. */
export function blogPostingJsonLd(base: string, article: ArticleInput, path: string): JsonLdNode {
  return articleJsonLd(base, 'BlogPosting', article, path, stripHtml(article.title));
}

/** A question as the FAQ receives it (Question of /back/faq/list): the question's text and the answer ('' none yet). */
export interface QuestionInput {
  text: string;
  answer: string;
}

/**
 * The FAQ page's FAQPage: its answered questions only, as plain text. Null when none is answered yet (an FAQPage
 * without a question is not one). `path`: the page's address, '/faq' by default.
 */
export function faqPageJsonLd(base: string, questions: readonly QuestionInput[], path = '/faq'): JsonLdNode | null {
  const answered = questions
    .map((question) => ({ name: plainText(question.text), answer: plainText(question.answer) }))
    .filter((question) => question.name !== '' && question.answer !== '');
  if (answered.length === 0) return null;
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    url: absoluteUrl(base, path),
    mainEntity: answered.map((question) => ({
      '@type': 'Question',
      name: question.name,
      acceptedAnswer: { '@type': 'Answer', text: question.answer },
    })),
  };
}
