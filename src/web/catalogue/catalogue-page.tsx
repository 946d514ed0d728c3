import { Navigate, useLocation, useParams } from 'react-router';
import { CatalogueView, type CatalogueTarget } from './catalogue-view';

/**
 * What an address lists (product §2 route table): /catalog (every product), /catalog/{id} (a category),
 * /catalog/products/{id} (a category's products through /back/product/list/{id}), or one segment: a category /back/url
 * resolved (its id given) or /vsja-produktsija, which has a route of its own and is named by its address alone.
 */
function targetOf(pathname: string, params: { id?: string }, resolvedId: number | undefined): CatalogueTarget | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === 'catalog') {
    if (segments.length === 1) return { categoryId: null, namePage: 'catalog', byPath: false };
    const id = Number(params.id);
    if (!Number.isInteger(id) || id < 1) return null;
    return { categoryId: id, namePage: segments.join('/'), byPath: segments[1] === 'products' };
  }
  const id = resolvedId !== undefined && Number.isInteger(resolvedId) && resolvedId > 0 ? resolvedId : null;
  return { categoryId: id, namePage: segments[0] ?? '', byPath: false };
}

/** Catalogue, category and all-products pages (product §2 "Catalogue/category page"). */
export function CataloguePage({ title, id }: { title?: string; id?: number | string }) {
  const { pathname } = useLocation();
  const params = useParams();
  const target = targetOf(pathname, params, id === undefined ? undefined : Number(id));
  if (!target) return <Navigate to="/error" replace />;
  // A new address is a new page: its own filters, its own flow.
  return <CatalogueView key={pathname} target={target} title={title} />;
}
