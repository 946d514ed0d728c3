import { Field, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { PAGE_SIZE, TEXT_LIMIT, TIMING_MS } from '../../domain/constants';
import { dateDdMmYyyy, truncateWithEllipsis } from '../../domain/text';
import { AdminEditLink } from '../ui/admin-edit-link';
import { NotFoundPage } from '../ui/not-found-page';
import { SearchIcon } from '../ui/icons';
import { PageSpinner } from '../ui/page-spinner';
import { articleHtmlCss, SafeHtml } from '../ui/safe-html';
import { SectionPage } from '../ui/section-page';
import { ArticleCardGrid } from './article-card-grid';
import { ArticleFrame } from './article-frame';
import { blogPostingJsonLd } from '../../domain/json-ld-content';
import { plainText } from '../../domain/text';
import { useShopOrigin } from '../ui/page-head';
import { articleId } from './article-id';
import { ArticleImage } from './content-image';
import { blogArticleQuery, blogListQuery, isNotFound } from './content-queries';
import { useDebouncedValue } from '../ui/use-debounced-value';
import { useShowMore } from './use-show-more';

/**
 * /blog, /blog/{id} and the resolved blog pages (product §2): the list ('Блог', search by title, 6 at first, +5,
 * excerpts cut at 50 characters) or one article.
 */
export function BlogPage({ title = 'Блог', id }: { title?: string; id?: number | string }) {
  const params = useParams();
  const blogId = articleId(id ?? params.id);
  if (blogId === null) return <NotFoundPage />;
  if (blogId === 0) return <BlogList title={title} />;
  return <BlogArticleView id={blogId} />;
}

function BlogList({ title }: { title: string }) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), TIMING_MS.SEARCH_DEBOUNCE);
  const blog = useQuery({ ...blogListQuery(query), placeholderData: keepPreviousData });
  const { shown, showMore } = useShowMore(PAGE_SIZE.BLOG.FIRST, PAGE_SIZE.BLOG.MORE, query);
  const items = blog.data ?? [];

  return (
    <SectionPage title={title}>
      <Field.Root maxW="md" mb="6">
        <Field.Label>Поиск по названию статьи</Field.Label>
        <InputGroup startElement={<SearchIcon color="fg.muted" />}>
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
        </InputGroup>
      </Field.Root>
      {blog.isPending ? (
        <PageSpinner label="Загрузка статей" />
      ) : blog.isError ? null : items.length === 0 ? (
        <Text color="fg.muted">Нет результатов поиска</Text>
      ) : (
        <ArticleCardGrid
          label="Статьи блога"
          cards={items.map((item) => ({
            key: item.blog_id,
            title: item.title,
            description: truncateWithEllipsis(item.description, TEXT_LIMIT.BLOG_EXCERPT),
            image: item.image,
            url: item.url || `/blog/${item.blog_id}`,
            date: item.date_added,
          }))}
          shown={shown}
          onShowMore={showMore}
        />
      )}
    </SectionPage>
  );
}

function BlogArticleView({ id }: { id: number }) {
  const article = useQuery(blogArticleQuery(id));
  const origin = useShopOrigin();
  const { pathname } = useLocation();
  if (article.isPending) return <PageSpinner label="Загрузка статьи" />;
  if (article.isError) {
    return isNotFound(article.error) ? (
      <NotFoundPage />
    ) : (
      <SectionPage title="Блог">
        <Text color="fg.muted">Статья сейчас недоступна.</Text>
      </SectionPage>
    );
  }
  const blog = article.data;
  return (
    <ArticleFrame
      title={blog.title}
      crumbs={[{ name: 'Блог', path: '/blog' }]}
      head={{
        description: plainText(blog.short_description) || plainText(blog.description),
        image: blog.image,
        type: 'article',
        jsonLd: [blogPostingJsonLd(origin, blog, pathname)],
      }}
    >
      <Stack gap="6" maxW="4xl">
        <AdminEditLink kind="blog" id={id} />
        {blog.date_added ? <Text color="fg.muted">{dateDdMmYyyy(blog.date_added)}</Text> : null}
        {blog.image ? <ArticleImage src={blog.image} /> : null}
        <SafeHtml html={blog.description} fontSize={{ base: 'md', lg: 'lg' }} css={articleHtmlCss} />
      </Stack>
    </ArticleFrame>
  );
}
