import { Box, chakra, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { ProductImage } from '../features/product-card/product-image';

/** The product's pictures (product §2 "Gallery (main plus extra images)"): the chosen one large, all as thumbnails. */
export function ProductGallery({ name, images }: { name: string; images: (string | null)[] }) {
  const [chosen, setChosen] = useState(0);
  const current = images[chosen] ?? images[0] ?? null;
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
        <ProductImage src={current} alt={name} size={560} sizes="(min-width: 975px) 600px, 100vw" priority />
      </Box>
      {images.length > 1 ? (
        <HStack as="ul" listStyleType="none" gap="2" mt="3" wrap="wrap">
          {images.map((image, index) => (
            <li key={`${image}-${index}`}>
              <chakra.button
                type="button"
                w={{ base: '16', md: '20' }}
                p="1"
                borderWidth="2px"
                borderRadius="l2"
                borderColor={index === chosen ? 'brand.solid' : 'border'}
                bg="white"
                aria-label={`Изображение ${index + 1} из ${images.length}`}
                aria-pressed={index === chosen}
                onClick={() => setChosen(index)}
              >
                <ProductImage src={image} alt="" size={80} />
              </chakra.button>
            </li>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
