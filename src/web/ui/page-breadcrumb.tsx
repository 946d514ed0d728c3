import { Breadcrumb, type BreadcrumbRootProps } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Crumb } from '../../domain/json-ld-site';

/** The trail's accessible name. */
export const BREADCRUMB_LABEL = 'Навигационная цепочка';

/** Every trail starts at the home page. */
export const HOME_CRUMB: Crumb = { name: 'Главная', path: '/' };

/**
 * The trail above a page's heading: links to the pages above it (`trail`, 'Главная' first), then the page itself, not
 * a link. The same steps make the page's BreadcrumbList (breadcrumbListJsonLd), so what a search result shows is what
 * the shopper sees.
 */
export function PageBreadcrumb({
  trail,
  current,
  ...props
}: { trail: readonly Crumb[]; current: string } & Omit<BreadcrumbRootProps, 'children'>) {
  return (
    // Chakra names the <nav> 'breadcrumb' in English. Its steps wrap between them, whole: the list's own styles let a
    // step shrink and break inside a word ('Глав|ная' on a phone).
    <Breadcrumb.Root size="sm" aria-label={BREADCRUMB_LABEL} {...props}>
      <Breadcrumb.List flexWrap="wrap" rowGap="1">
        {/* The separator is an item of the list of its own (an <li> may not hold another). */}
        {trail.map((crumb) => (
          <Fragment key={crumb.path}>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild color="fg.muted">
                <RouterLink to={crumb.path}>{crumb.name}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
          </Fragment>
        ))}
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
