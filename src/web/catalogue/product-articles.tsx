import { Box, Button, Center, Heading, Link, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { fetchProductBlogs } from '../../api/content';
import { PAGE_SIZE } from '../../domain/constants';
import { ProductImage } from '../features/product-card/product-image';
import { toastError } from '../ui/toaster';

export const ARTICLES_EMPTY_TEXT = 'По данному товару нет блогов.';
export const ARTICLES_ERROR_TEXT = 'Не удалось получить статью';

/** The 'Статьи' tab (product §2): blog articles about the product, 4 shown and 4 more each time. */
export function ProductArticles({ productId }: { productId: number }) {
  const articles = useQuery({ queryKey: ['product', productId, 'blogs'], queryFn: () => fetchProductBlogs(productId) });
  const [shown, setShown] = useState<number>(PAGE_SIZE.PRODUCT_BLOGS.FIRST);
  // A failed load is announced as a toast, like the other tabs, and said in the tab itself.
  useEffect(() => {
    if (articles.isError) toastError(ARTICLES_ERROR_TEXT);
  }, [articles.isError]);

  if (articles.isPending) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" role="status" aria-label="Статьи загружаются">
        <Skeleton h="24" />
        <Skeleton h="24" />
      </SimpleGrid>
    );
  }
  if (articles.isError) return <Text color="fg.muted">{ARTICLES_ERROR_TEXT}</Text>;
  if (articles.data.length === 0) return <Text color="fg.muted">{ARTICLES_EMPTY_TEXT}</Text>;
  return (
    <Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {articles.data.slice(0, shown).map((article) => (
          <li key={article.blog_id}>
            <Box as="article" display="flex" gap="4" borderWidth="1px" borderColor="border" borderRadius="l3" p="3">
              <Box w="24" flexShrink={0}>
                <ProductImage src={article.image} alt="" size={96} />
              </Box>
              <Box minW="0">
                <Heading as="h3" size="sm" mb="1">
                  <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                    <RouterLink to={article.url}>{article.title}</RouterLink>
                  </Link>
                </Heading>
                <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                  {article.description}
                </Text>
              </Box>
            </Box>
          </li>
        ))}
      </SimpleGrid>
      {shown < articles.data.length ? (
        <Center mt="4">
          <Button variant="outline" onClick={() => setShown((n) => n + PAGE_SIZE.PRODUCT_BLOGS.MORE)}>
            Показать ещё
          </Button>
        </Center>
      ) : null}
    </Box>
  );
}
