import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HOME_CRUMB, PageBreadcrumb } from './page-breadcrumb';
import { PageHead, type PageHeadProps } from './page-head';

export interface SectionPageProps {
  /** The section's name: breadcrumb, document title and (by default) heading. */
  title: string;
  /** A heading different from the title (product §2: 'Авторизация' with heading 'Вход'). */
  heading?: string;
  /** What the page's head says beyond its title: description, structured data, noindex. */
  head?: Omit<PageHeadProps, 'page'>;
  children?: ReactNode;
}

/**
 * The frame every section page shares: breadcrumb 'Главная' → section, the section heading, then the content.
 * Until a section's own issue builds it, the content is one neutral line, never invented data.
 */
export function SectionPage({ title, heading, head, children }: SectionPageProps) {
  return (
    <Box as="section" aria-labelledby="page-heading" py={{ base: '6', lg: '10' }}>
      <PageHead page={title} {...head} />
      <PageBreadcrumb mb="4" trail={[HOME_CRUMB]} current={title} />
      <Heading as="h1" id="page-heading" size={{ base: '2xl', lg: '3xl' }} mb="6">
        {heading ?? title}
      </Heading>
      {children ?? <SectionPending />}
    </Box>
  );
}

/** The honest placeholder line of a section that is not built yet. */
export function SectionPending() {
  return <Text color="fg.muted">Этот раздел скоро заработает.</Text>;
}
