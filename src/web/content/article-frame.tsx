import { Box, Breadcrumb, Heading } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead, type PageHeadProps } from '../ui/page-head';

export interface Crumb {
  label: string;
  to: string;
}

/** The frame of an article or information page: breadcrumb 'Главная' → section → this page, heading, content. */
export function ArticleFrame({
  title,
  crumbs = [],
  head,
  children,
}: {
  title: string;
  crumbs?: Crumb[];
  /** What the page's head says beyond its title: description, picture, structured data. */
  head?: Omit<PageHeadProps, 'page'>;
  children: ReactNode;
}) {
  return (
    <Box as="article" aria-labelledby="page-heading" py={{ base: '6', lg: '10' }}>
      <PageHead page={title} {...head} />
      <Breadcrumb.Root mb="4" size="sm">
        <Breadcrumb.List>
          {/* The separator is an item of the list of its own (an <li> may not hold another). */}
          {[{ label: 'Главная', to: '/' }, ...crumbs].map((crumb) => (
            <Fragment key={crumb.to}>
              <Breadcrumb.Item>
                <Breadcrumb.Link asChild color="fg.muted">
                  <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
                </Breadcrumb.Link>
              </Breadcrumb.Item>
              <Breadcrumb.Separator />
            </Fragment>
          ))}
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
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
