import { imageRefUrl } from '../../domain/image-variants';
import { imageFacts } from '../images/image-store';

/**
 * A stored image path ('catalog/demo/x.svg') as the address the storefront loads, with the original's version and
 * intrinsic size when the shop has it ('/image/catalog/demo/x.svg?v=…&size=600x600', decision 0019); another site's
 * address or a site path as it is.
 */
export function imageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/')) return path;
  return imageRefUrl(path, imageFacts(path));
}
