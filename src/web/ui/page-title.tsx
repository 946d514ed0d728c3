import { documentTitle } from './shop';

/** The document title of the current page; React 19 hoists <title> into <head>. */
export function PageTitle({ page }: { page?: string }) {
  return <title>{documentTitle(page)}</title>;
}
