import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import type { NewsItem } from '../../api/content';
import { PAGE_SIZE } from '../../domain/constants';
import { dateDdMmYyyy, removeQuotEntity } from '../../domain/text';
import { NotFoundPage } from '../ui/not-found-page';
import { PageSpinner } from '../ui/page-spinner';
import { articleHtmlCss, SafeHtml } from '../ui/safe-html';
import { SectionPage } from '../ui/section-page';
import { ArticleCardGrid } from './article-card-grid';
import { ArticleFrame } from './article-frame';
import { newsArticleJsonLd } from '../../domain/json-ld-content';
import { plainText } from '../../domain/text';
import { useShopOrigin } from '../ui/page-head';
import { articleId } from './article-id';
import { ArticleImage } from './content-image';
import { isNotFound, newsArticleQuery, newsListQuery, otherNewsQuery } from './content-queries';
import { useShowMore } from './use-show-more';

/**
 * /news and /news/{id}, and the resolved news pages (product §2): the list ('Новости', 7 at first, +7) or one article
 * with 'Другие новости' (4, +4).
 */
export function NewsPage({ title = 'Новости', id }: { title?: string; id?: number | string }) {
  const params = useParams();
  const newsId = articleId(id ?? params.id);
  if (newsId === null) return <NotFoundPage />;
  if (newsId === 0) return <NewsList title={title} />;
  return <NewsArticleView id={newsId} />;
}

function NewsList({ title }: { title: string }) {
  const news = useQuery(newsListQuery());
  const { shown, showMore } = useShowMore(PAGE_SIZE.NEWS.FIRST, PAGE_SIZE.NEWS.MORE);
  // product §8: a failed news list is not announced; the loading simply ends.
  const items = news.data ?? [];
  return (
    <SectionPage title={title}>
      {news.isPending ? (
        <PageSpinner label="Загрузка новостей" />
      ) : (
        <ArticleCardGrid
          label="Список новостей"
          cards={items.map((item) => newsCard(item))}
          shown={shown}
          onShowMore={showMore}
        />
      )}
    </SectionPage>
  );
}

function NewsArticleView({ id }: { id: number }) {
  const article = useQuery(newsArticleQuery(id));
  const origin = useShopOrigin();
  const { pathname } = useLocation();
  if (article.isPending) return <PageSpinner label="Загрузка новости" />;
  if (article.isError) {
    return isNotFound(article.error) ? (
      <NotFoundPage />
    ) : (
      <SectionPage title="Новости">
        <Text color="fg.muted">Новость сейчас недоступна.</Text>
      </SectionPage>
    );
  }
  const news = article.data;
  return (
    <ArticleFrame
      title={removeQuotEntity(news.title)}
      crumbs={[{ name: 'Новости', path: '/news' }]}
      head={{
        description: plainText(news.short_description) || plainText(news.description),
        image: news.image,
        type: 'article',
        jsonLd: [newsArticleJsonLd(origin, news, pathname)],
      }}
    >
      <Stack gap="6" maxW="4xl">
        {news.date_added ? <Text color="fg.muted">{dateDdMmYyyy(news.date_added)}</Text> : null}
        {news.image ? <ArticleImage src={news.image} /> : null}
        <SafeHtml html={news.description} fontSize={{ base: 'md', lg: 'lg' }} css={articleHtmlCss} />
      </Stack>
      <OtherNews id={id} />
    </ArticleFrame>
  );
}

function OtherNews({ id }: { id: number }) {
  const others = useQuery(otherNewsQuery(id));
  const { shown, showMore } = useShowMore(PAGE_SIZE.MORE_NEWS.FIRST, PAGE_SIZE.MORE_NEWS.MORE, id);
  const items = others.data ?? [];
  if (others.isError || (others.isSuccess && items.length === 0)) return null;
  return (
    <Box as="section" aria-labelledby="other-news-heading" mt={{ base: '10', lg: '14' }}>
      <Text as="h2" id="other-news-heading" fontSize="2xl" fontWeight="600" mb="4">
        Другие новости
      </Text>
      {others.isPending ? (
        <PageSpinner label="Загрузка других новостей" />
      ) : (
        <ArticleCardGrid
          label="Другие новости"
          cards={items.map((item) => ({ ...newsCard(item), headingLevel: 'h3' as const }))}
          shown={shown}
          onShowMore={showMore}
          wideColumns={4}
        />
      )}
    </Box>
  );
}

/** A news item as a card: '&quot;' gone from the title (product §2), its own page or /news/{id}. */
function newsCard(item: NewsItem) {
  return {
    key: item.news_id,
    title: removeQuotEntity(item.title),
    description: item.description,
    image: item.image,
    url: item.url || `/news/${item.news_id}`,
    date: item.date_added,
  };
}
