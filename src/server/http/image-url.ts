/** A stored image path ('catalog/demo/x.svg') as the URL the storefront loads ('/image/catalog/demo/x.svg'). */
export function imageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return `/image/${path}`;
}
