import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';

/** The picture a product without one, or with a broken one, shows (product §2 "Broken image gets a placeholder"). */
export const STUB_IMAGE = '/image/catalog/demo/placeholder.svg';

type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size in CSS pixels (the image is square), so the page keeps its layout while it loads. */
  size?: number;
  /** Above-the-fold images (the product page's main one) load at once. */
  eager?: boolean;
} & Omit<ImageProps, 'src' | 'alt' | 'width' | 'height'>;

/** A square product image on white, lazy-loaded, with the stub picture when it cannot be shown. */
export function ProductImage({ src, alt, size = 320, eager = false, ...props }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = !src || failed === src ? STUB_IMAGE : src;
  return (
    <Image
      src={url}
      alt={alt}
      htmlWidth={size}
      htmlHeight={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      w="100%"
      h="auto"
      aspectRatio="1"
      objectFit="contain"
      bg="white"
      onError={() => {
        if (src && url === src) setFailed(src);
      }}
      {...props}
    />
  );
}
