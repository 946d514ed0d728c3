import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Crumb } from '../../domain/json-ld-site';
import { HOME_CRUMB, PageBreadcrumb } from '../ui/page-breadcrumb';
import { PageHead, type PageHeadProps } from '../ui/page-head';

/** The frame of an article or information page: breadcrumb 'Главная' → section → this page, heading, content. */
export function ArticleFrame({
  title,
  crumbs = [],
  head,
  children,
}: {
  title: string;
  /** The pages between 'Главная' and this one (the section: 'Новости' /news). */
  crumbs?: Crumb[];
  /** What the page's head says beyond its title: description, picture, structured data. */
  head?: Omit<PageHeadProps, 'page'>;
  children: ReactNode;
}) {
  return (
    <Box as="article" aria-labelledby="page-heading" py={{ base: '6', lg: '10' }}>
      <PageHead page={title} {...head} />
      <PageBreadcrumb mb="4" trail={[HOME_CRUMB, ...crumbs]} current={title} />
      <Heading as="h1" id="page-heading" size={{ base: '2xl', lg: '3xl' }} mb="6" maxW="4xl">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Typography of article HTML (news, blog, information pages). */
export const articleHtmlCss = {
  '& p': { mb: '4' },
  '& h2': { fontSize: 'xl', fontWeight: '600', mt: '8', mb: '3' },
  '& h3': { fontSize: 'lg', fontWeight: '600', mt: '6', mb: '2' },
  '& ul, & ol': { ps: '6', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li': { mb: '1' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& img': { maxW: '100%', height: 'auto', borderRadius: 'l3', my: '4' },
  '& table': { width: '100%', borderCollapse: 'collapse', mb: '4' },
  '& td, & th': { borderWidth: '1px', borderColor: 'border', p: '2' },
} as const;
