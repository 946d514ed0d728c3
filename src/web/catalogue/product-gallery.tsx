import { Box, chakra, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ProductImage } from '../features/product-card/product-image';

/** One picture of the gallery: its address and its text from the back office ('' — none written). */
export interface GalleryPicture {
  src: string | null;
  alt: string;
}

/**
 * The product's pictures (product §2 "Gallery (main plus extra images)"): the chosen one large, all as thumbnails.
 * Each says what it shows in the words the editor wrote for it; the large one without such words is named by the
 * product.
 */
export function ProductGallery({ name, pictures }: { name: string; pictures: GalleryPicture[] }) {
  const [chosen, setChosen] = useState(0);
  const current = pictures[chosen] ?? pictures[0] ?? { src: null, alt: '' };
  return (
    <Box>
      <Box
        borderWidth="1px"
        borderColor="border"
        borderRadius="l3"
        overflow="hidden"
        p={{ base: '2', md: '4' }}
        bg="white"
      >
        {/* The product page's largest picture (its LCP): asked for first, preloaded from the head. */}
        <ProductImage
          src={current.src}
          alt={current.alt || name}
          size={560}
          sizes="(min-width: 975px) 600px, 100vw"
          priority
        />
      </Box>
      {pictures.length > 1 ? (
        <HStack as="ul" listStyleType="none" gap="2" mt="3" wrap="wrap">
          {pictures.map((picture, index) => {
            const place = `Изображение ${index + 1} из ${pictures.length}`;
            return (
              <li key={`${picture.src}-${index}`}>
                <chakra.button
                  type="button"
                  w={{ base: '16', md: '20' }}
                  p="1"
                  borderWidth="2px"
                  borderRadius="l2"
                  borderColor={index === chosen ? 'brand.solid' : 'border'}
                  bg="white"
                  aria-label={picture.alt ? `${place}: ${picture.alt}` : place}
                  aria-pressed={index === chosen}
                  onClick={() => setChosen(index)}
                >
                  <ProductImage src={picture.src} alt={picture.alt} size={80} />
                </chakra.button>
              </li>
            );
          })}
        </HStack>
      ) : null}
    </Box>
  );
}

/**
 * The gallery's pictures from the product reply: the main one, then the extra ones (`images`, as the images call or
 * the product gave them), each with its text matched by address.
 */
export function galleryPictures(
  product: { image: string | null; image_alt: string; images: readonly string[]; images_alt: readonly string[] },
  images: readonly string[] = product.images,
): GalleryPicture[] {
  const alts = new Map(product.images.map((src, index) => [src, product.images_alt[index] ?? '']));
  return [{ src: product.image, alt: product.image_alt }, ...images.map((src) => ({ src, alt: alts.get(src) ?? '' }))];
}
