import { Box, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { resolvePage } from '../../api/pages';
import { AdminEditLink } from '../ui/admin-edit-link';
import { PageSpinner } from '../ui/page-spinner';
import { articleHtmlCss, SafeHtml } from '../ui/safe-html';
import { toastError } from '../ui/toaster';
import { ArticleFrame } from './article-frame';
import { plainText } from '../../domain/text';
import { articleId } from './article-id';
import { NotFoundPage } from '../ui/not-found-page';
import { CONTENT_ERRORS, informationQuery, isNotFound } from './content-queries';
import { SeminarCarousel } from './seminar-carousel';

/** product §2: information pages 10 ('Косметологам') and 13 ('Обучение') also show the webinar carousel. */
export const PAGES_WITH_SEMINARS: readonly number[] = [10, 13];

/**
 * An information page (documents, training, about, contacts, delivery, policies…). Reached through a resolved
 * address (the id comes with it) or a fixed route such as /about, which resolves its own address first.
 */
export function InformationPage({ title = 'Информация', id }: { title?: string; id?: number | string }) {
  const given = articleId(id);
  if (given) return <InformationById id={given} title={title} />;
  return <InformationByPath title={title} />;
}

function InformationByPath({ title }: { title: string }) {
  const { pathname } = useLocation();
  const segment = pathname.split('/').filter(Boolean).at(-1) ?? '';
  const page = useQuery({
    queryKey: ['page', segment],
    queryFn: async () => {
      try {
        return await resolvePage(segment);
      } catch (error) {
        toastError(CONTENT_ERRORS.PAGE);
        throw error;
      }
    },
  });
  if (page.isPending) return <PageSpinner />;
  if (page.isError) return <Unavailable title={title} />;
  const resolved = articleId(page.data.id);
  if (page.data.module !== 'information' || !resolved) return <NotFoundPage />;
  return <InformationById id={resolved} title={title} />;
}

function InformationById({ id, title }: { id: number; title: string }) {
  const page = useQuery(informationQuery(id));
  if (page.isPending) return <PageSpinner />;
  if (page.isError) return isNotFound(page.error) ? <NotFoundPage /> : <Unavailable title={title} />;
  return (
    <ArticleFrame
      title={page.data.title || title}
      head={{
        // The server sends the page's title as meta_title when none was written: a title of its own is used as written.
        title: page.data.meta_title !== page.data.title ? page.data.meta_title : undefined,
        description: page.data.meta_description || plainText(page.data.description),
      }}
    >
      <Stack gap={{ base: '10', lg: '14' }}>
        <AdminEditLink kind="information" id={id} mb={{ base: '-6', lg: '-10' }} />
        <SafeHtml html={page.data.description} maxW="4xl" fontSize={{ base: 'md', lg: 'lg' }} css={articleHtmlCss} />
        {PAGES_WITH_SEMINARS.includes(id) ? <SeminarCarousel /> : null}
      </Stack>
    </ArticleFrame>
  );
}

function Unavailable({ title }: { title: string }) {
  return (
    <ArticleFrame title={title}>
      <Box>
        <Text color="fg.muted">Страница сейчас недоступна. Обновите её чуть позже.</Text>
      </Box>
    </ArticleFrame>
  );
}
