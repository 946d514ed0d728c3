import { Button, Flex, Link, Skeleton, Wrap } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ShopImage } from '../ui/shop-image';
import { toastError } from '../ui/toaster';
import { categoriesQuery } from './catalogue-queries';

export const CATEGORIES_ERROR_TEXT = 'Ошибка получения категорий';

interface CategoryListProps {
  /** The category listed (null: the whole catalogue). */
  categoryId: number | null;
  /** Its parent (0 at the top level), once known: a category without sub-categories lists its neighbours. */
  parentId: number | null;
}

/**
 * The categories to move to (product §2 "Category list with 'Вернуться назад'"): the sub-categories of the category
 * listed, or, for one without any, the categories beside it; the current one is marked. 'Вернуться назад' goes back
 * to the page the shopper came from (home when the shop was opened here). A category with a picture shows it beside
 * its name.
 */
export function CategoryList({ categoryId, parentId }: CategoryListProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const children = useQuery(categoriesQuery(categoryId ?? 0));
  const useSiblings = children.isSuccess && children.data.length === 0 && parentId !== null && categoryId !== null;
  const siblings = useQuery({ ...categoriesQuery(parentId ?? 0), enabled: useSiblings });
  const failed = children.isError || siblings.isError;

  useEffect(() => {
    if (failed) toastError(CATEGORIES_ERROR_TEXT);
  }, [failed]);

  const list = useSiblings ? siblings.data : children.data;
  const loading = children.isPending || (useSiblings && siblings.isPending);

  return (
    <Flex as="nav" aria-label="Категории" direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
      <Button
        variant="outline"
        size="sm"
        alignSelf="flex-start"
        flexShrink={0}
        onClick={() => void (location.key === 'default' ? navigate('/') : navigate(-1))}
      >
        ← Вернуться назад
      </Button>
      {loading ? (
        <Skeleton h="8" w="60%" />
      ) : (
        <Wrap as="ul" listStyleType="none" gap="2">
          {(list ?? []).map((category) => {
            const current = category.category_id === categoryId;
            return (
              <li key={category.category_id}>
                <Link
                  asChild
                  display="inline-flex"
                  alignItems="center"
                  minH={{ base: '11', lg: '8' }}
                  px="3"
                  py="1"
                  borderRadius="full"
                  borderWidth="1px"
                  borderColor={current ? 'brand.solid' : 'border'}
                  bg={current ? 'brand.subtle' : 'bg'}
                  color={current ? 'brand.fg' : 'fg'}
                  fontSize="sm"
                  textDecoration="none"
                  _hover={{ borderColor: 'brand.solid' }}
                >
                  <RouterLink to={category.catalog_href} aria-current={current ? 'page' : undefined}>
                    {/* The category's picture from 'Категории', beside its name (which names the link). */}
                    {category.image ? (
                      <ShopImage
                        src={category.image}
                        alt=""
                        sizes="24px"
                        htmlWidth={24}
                        htmlHeight={24}
                        boxSize="6"
                        flexShrink={0}
                        ms="-2"
                        me="2"
                        borderRadius="full"
                        objectFit="cover"
                        bg="bg.muted"
                      />
                    ) : null}
                    {category.name}
                  </RouterLink>
                </Link>
              </li>
            );
          })}
        </Wrap>
      )}
    </Flex>
  );
}
