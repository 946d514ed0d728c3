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
