/** A content image path without the CMS's leading './' or 'image/'. */
export function contentImagePath(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return path.replace(/^(\.\.?\/)+/, '').replace(/^image\//, '');
}

/** An image path inside content HTML as a plain address under /image/ (the HTML's own `<img>`, unversioned). */
export function imageHref(path: string | null | undefined): string {
  const normalised = contentImagePath(path);
  if (!normalised) return '';
  return normalised.startsWith('/') || /^(https?:)?\/\//i.test(normalised) ? normalised : `/image/${normalised}`;
}

/**
 * product §2 "Information page": image paths in the content are rewritten to the image folder. Pages written in the
 * CMS refer to pictures relative to it (`<img src="catalog/…">`, sometimes `image/catalog/…`); the storefront serves
 * them from /image/. Absolute URLs and site paths stay as they are. Runs on sanitised HTML, whose attributes are
 * always double-quoted.
 */
export function rewriteImagePaths(html: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) =>
    tag.replace(
      /(\ssrc=")([^"]*)(")/i,
      (_whole, before: string, src: string, after: string) =>
        `${before}${isRelative(src) ? imageHref(src) : src}${after}`,
    ),
  );
}

function isRelative(src: string): boolean {
  return src !== '' && !/^[a-z][a-z0-9+.-]*:/i.test(src) && !src.startsWith('/') && !src.startsWith('#');
}
