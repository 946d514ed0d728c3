import type { BlogArticle, NewsArticle, Question } from '../../src/contract/content';
import { blogPostingJsonLd, faqPageJsonLd, newsArticleJsonLd } from '../../src/domain/json-ld-content';
import { SHOP_NAME } from '../../src/domain/shop-identity';
import { richResultProblems } from './rich-results';

// News items, blog articles and the FAQ as structured data, from the shapes /back/news/one, /back/blog/one and
// /back/faq/list give.

const BASE = 'https://shop.example.ru';

const news: NewsArticle = {
  news_id: 5,
  title: 'Новая линия &quot;Люкс&quot;',
  description: '<p>Мы рады сообщить.</p><p>Подробности внутри.</p>',
  short_description: 'Коротко о новой линии',
  image: '/image/catalog/news/lux.webp',
  url: '/novaja-linija',
  date_added: '2024-03-01 09:15:00',
};

const blog: BlogArticle = {
  blog_id: 9,
  title: 'Как выбрать пилинг',
  description: '<h2>Типы кожи</h2><p>Сухая, жирная &amp; смешанная.</p>',
  short_description: '',
  image: '/image/catalog/blog/peel.webp',
  url: '',
  date_added: '2024-02-10 18:00:00',
};

describe('newsArticleJsonLd', () => {
  it('gives a NewsArticle with headline, image, dates and the shop as author', () => {
    const data = newsArticleJsonLd(BASE, news, news.url);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'NewsArticle',
      // The literal '&quot;' goes, as on the news pages.
      headline: 'Новая линия Люкс',
      url: 'https://shop.example.ru/novaja-linija',
      image: ['https://shop.example.ru/image/catalog/news/lux.webp'],
      description: 'Коротко о новой линии',
      datePublished: '2024-03-01T09:15:00+03:00',
      dateModified: '2024-03-01T09:15:00+03:00',
      author: { '@type': 'Organization', name: SHOP_NAME, url: 'https://shop.example.ru/' },
    });
  });

  it('has no image or date it is not given, which the validator reports', () => {
    const data = newsArticleJsonLd(BASE, { ...news, image: null, date_added: '' }, '/news/5');
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('datePublished');
    expect(data.url).toBe('https://shop.example.ru/news/5');
    expect(richResultProblems(data)).toEqual([
      'NewsArticle.image: required',
      'NewsArticle.datePublished: ISO 8601 with a time zone required',
    ]);
  });

  it('cuts a headline to Google’s 110 characters', () => {
    const data = newsArticleJsonLd(BASE, { ...news, title: 'Очень '.repeat(40) }, news.url);
    const headline = data.headline as string;
    expect(typeof headline).toBe('string');
    expect(Array.from(headline).length).toBeLessThanOrEqual(110);
    expect(richResultProblems(data)).toEqual([]);
  });
});

describe('blogPostingJsonLd', () => {
  it('gives a BlogPosting described by its text when it has no teaser', () => {
    const data = blogPostingJsonLd(BASE, { ...blog, date_modified: '2024-02-12 08:00:00' }, `/blog/${blog.blog_id}`);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Как выбрать пилинг',
      url: 'https://shop.example.ru/blog/9',
      description: 'Типы кожи Сухая, жирная & смешанная.',
      datePublished: '2024-02-10T18:00:00+03:00',
      dateModified: '2024-02-12T08:00:00+03:00',
    });
  });

  it('strips markup from a title', () => {
    expect(blogPostingJsonLd(BASE, { ...blog, title: 'Пилинг <b>и</b> кожа' }, '/blog/9').headline).toBe(
      'Пилинг и кожа',
    );
  });
});

describe('faqPageJsonLd', () => {
  const question = (text: string, answer: string): Question => ({
    faq_id: 1,
    author: 'Мария',
    text,
    answer,
    date_added: '2024-01-01 10:00:00',
    date_modified: '',
    product_id: 0,
    product_href: '',
    product_title: '',
  });

  it('lists the answered questions only, as plain text', () => {
    const data = faqPageJsonLd(BASE, [
      question('Можно ли летом?', '<p>Да, с кремом <b>SPF 50</b>.</p>'),
      question('Ещё без ответа?', ''),
      question('Есть доставка?', 'Да, СДЭК &amp; курьер'),
    ]);
    expect(richResultProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      '@type': 'FAQPage',
      url: 'https://shop.example.ru/faq',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Можно ли летом?',
          acceptedAnswer: { '@type': 'Answer', text: 'Да, с кремом SPF 50.' },
        },
        {
          '@type': 'Question',
          name: 'Есть доставка?',
          acceptedAnswer: { '@type': 'Answer', text: 'Да, СДЭК & курьер' },
        },
      ],
    });
  });

  it('is null when no question is answered', () => {
    expect(faqPageJsonLd(BASE, [])).toBeNull();
    expect(faqPageJsonLd(BASE, [question('Вопрос?', ''), question('Вопрос?', '<p> </p>')])).toBeNull();
  });
});
