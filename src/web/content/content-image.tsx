import { useState } from 'react';
import { ShopImage, type ShopImageProps } from '../ui/shop-image';

/** The stub picture a broken content image is replaced with (product §2, §8): a quiet frame with a picture sign. */
export const STUB_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" fill="#f6f7f9"/>' +
      '<g fill="none" stroke="#b5bcc6" stroke-width="6" stroke-linejoin="round"><rect x="120" y="60" width="80" height="64" rx="6"/>' +
      '<path d="m124 118 22-24 16 16 10-10 24 18"/></g><circle cx="178" cy="80" r="7" fill="#b5bcc6"/></svg>',
  );

/**
 * An image from the content back end that shows the stub picture when it is missing (the back end sends null) or
 * fails to load. `sizes` says how wide it is drawn (default: the whole window).
 */
export function ContentImage({
  src,
  alt,
  sizes = '100vw',
  ...props
}: Omit<ShopImageProps, 'src' | 'sizes'> & { src: string | null | undefined; sizes?: string }) {
  const [broken, setBroken] = useState<string | undefined>();
  const failed = !src || broken === src;
  return (
    <ShopImage
      src={failed ? STUB_IMAGE : src}
      alt={alt}
      sizes={sizes}
      onError={() => setBroken(src ?? undefined)}
      {...props}
    />
  );
}

/** An article's picture (blog, news) shown whole, as drawn: a list card crops to 16:9, the article does not. */
export function ArticleImage({ src }: { src: string }) {
  return (
    <ContentImage
      src={src}
      alt=""
      sizes="(min-width: 960px) 896px, 100vw"
      priority
      width="full"
      height="auto"
      maxH="80vh"
      objectFit="contain"
      borderRadius="l3"
    />
  );
}
