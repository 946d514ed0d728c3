import { Image, type ImageProps } from '@chakra-ui/react';
import { preload } from 'react-dom';
import {
  IMAGE_FORMAT_TYPE,
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageOriginalUrl,
  imageSrcSet,
  imageVariantUrl,
  parseImageRef,
  variantWidths,
  type ImageWidth,
} from '../../domain/image-variants';

const CONTENTS = { display: 'contents' } as const;
const NO_BOX = { display: 'none' } as const;

export type ShopImageProps = {
  /** The address the API gave ('/image/…?v=…&size=600x400'), another site's address, or a data: URL. */
  src: string | null | undefined;
  alt: string;
  /**
   * How wide the picture is drawn, as the `sizes` attribute says it ('(min-width: 62em) 25vw, 50vw'): the browser
   * takes the variant that fills that width on its screen.
   */
  sizes: string;
  /** The variant widths offered (default: all of IMAGE_WIDTHS up to the original's own). */
  widths?: readonly ImageWidth[];
  /**
   * The page's largest picture (its LCP): loaded at once and first (`fetchpriority="high"`), and preloaded from the
   * document's head, so that the browser asks for it before any script runs.
   */
  priority?: boolean;
  /** Loaded at once but not first (a dialog's picture). Otherwise a picture loads lazily, as it nears the screen. */
  eager?: boolean;
} & Omit<ImageProps, 'src' | 'alt' | 'sizes' | 'srcSet' | 'loading'>;

/**
 * The shop's one picture component (decision 0019). A raster original is offered as AVIF and WebP variants at the
 * fixed widths, through `<picture>` sources with `srcset` and `sizes`, the original being the fallback; an SVG, another
 * site's picture or a data: URL is an `<img>` of its own. Width and height attributes come along (the caller's
 * `htmlWidth`/`htmlHeight` for its box, else the original's size from its address), so the page does not move when
 * the picture arrives. Neither the `<picture>` nor its sources have a box of their own (display: contents, none; the
 * browser picks a source from the markup, not the layout): the `<img>` sits in the layout exactly as it would alone.
 */
export function ShopImage({
  src,
  alt,
  sizes,
  widths,
  priority,
  eager,
  htmlWidth,
  htmlHeight,
  ...props
}: ShopImageProps) {
  const ref = parseImageRef(src);
  const original = (ref ? imageOriginalUrl(ref) : src) || undefined;
  const img = (
    <Image
      src={original}
      alt={alt}
      htmlWidth={htmlWidth ?? ref?.width ?? undefined}
      htmlHeight={htmlHeight ?? ref?.height ?? undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      // The height attribute would otherwise set the CSS height where the caller sets only a width (with aspectRatio).
      height="auto"
      {...props}
    />
  );
  if (!ref?.hasVariants) {
    if (priority && original) preload(original, { as: 'image', fetchPriority: 'high' });
    return img;
  }

  const offered = widths ?? IMAGE_WIDTHS;
  const sources = IMAGE_FORMATS.map((format) => ({ format, srcSet: imageSrcSet(ref, format, offered) }));
  if (priority) {
    // The first format only (AVIF): a browser that cannot show it skips the preload by its type and takes the next
    // <source>; one that can asks for exactly the file the <picture> will pick.
    const [best] = sources;
    const largest = variantWidths(ref.width, offered).at(-1)?.request ?? IMAGE_WIDTHS[0];
    preload(imageVariantUrl(ref, largest, best.format), {
      as: 'image',
      type: IMAGE_FORMAT_TYPE[best.format],
      imageSrcSet: best.srcSet,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture style={CONTENTS}>
      {sources.map(({ format, srcSet }) => (
        // No box either: inside a flex or grid parent a <source> would otherwise be an item (and take a gap).
        <source key={format} type={IMAGE_FORMAT_TYPE[format]} srcSet={srcSet} sizes={sizes} style={NO_BOX} />
      ))}
      {img}
    </picture>
  );
}
