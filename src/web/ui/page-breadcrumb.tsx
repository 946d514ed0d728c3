import { Breadcrumb, type BreadcrumbRootProps } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Crumb } from '../../domain/json-ld-site';

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
    <Breadcrumb.Root size="sm" {...props}>
      <Breadcrumb.List>
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
