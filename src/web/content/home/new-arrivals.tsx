import { Box, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { fetchLatestProducts } from '../../../api/catalogue';
import { ProductGrid } from '../../features/product-card/product-grid';
import { useBlockReport } from './home-loading';

/** product §8: what 'Новинки' shows when its call fails. */
export const NEW_ARRIVALS_ERROR = 'Ошибка сервера, перезагрузите страницу';
/** How many new products the grid shows (two rows of three). */
export const NEW_ARRIVALS_COUNT = 6;

/** 'Новинки' (product §2): product cards of the newest products (by date_available), from the catalogue's latest call. */
export function NewArrivals() {
  const latest = useQuery({
    queryKey: ['catalogue', 'latest', NEW_ARRIVALS_COUNT],
    queryFn: () => fetchLatestProducts(NEW_ARRIVALS_COUNT),
  });
  useBlockReport('novelties', latest.status);

  return (
    <Box as="section" aria-labelledby="new-arrivals-heading">
      <Heading as="h2" id="new-arrivals-heading" size="xl" mb="4">
        Новинки
      </Heading>
      {latest.isPending ? (
        <SimpleGrid columns={{ base: 2, lg: 3 }} gap="4" aria-busy="true" aria-label="Новинки загружаются">
          {Array.from({ length: NEW_ARRIVALS_COUNT }, (_, i) => (
            <Skeleton key={i} height="320px" borderRadius="l3" />
          ))}
        </SimpleGrid>
      ) : latest.isError ? (
        <Text role="alert" color="fg.error">
          {NEW_ARRIVALS_ERROR}
        </Text>
      ) : (
        <ProductGrid products={latest.data} columns={{ base: 2, lg: 3 }} aria-label="Новинки" />
      )}
    </Box>
  );
}
