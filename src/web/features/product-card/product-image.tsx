import { useState } from 'react';
import { ShopImage, type ShopImageProps } from '../../ui/shop-image';

/** The picture a product without one, or with a broken one, shows (product §2 "Broken image gets a placeholder"). */
export const STUB_IMAGE = '/image/catalog/demo/placeholder.svg';

type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size in CSS pixels (the image is square), so the page keeps its layout while it loads. */
  size?: number;
  /** How wide it is drawn (the `sizes` attribute); default: `size` pixels. */
  sizes?: string;
} & Omit<ShopImageProps, 'src' | 'alt' | 'sizes' | 'htmlWidth' | 'htmlHeight'>;

/** A square product image on white, lazy-loaded, with the stub picture when it cannot be shown. */
export function ProductImage({ src, alt, size = 320, sizes, ...props }: ProductImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = !src || failed === src ? STUB_IMAGE : src;
  return (
    <ShopImage
      src={url}
      alt={alt}
      sizes={sizes ?? `${size}px`}
      htmlWidth={size}
      htmlHeight={size}
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
