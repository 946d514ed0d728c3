import {
  Box,
  Button,
  Center,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { searchProductsPage } from '../../api/product-search';
import { SEARCH_MIN_CHARS, STORAGE_KEY } from '../../domain/constants';
import { ProductGrid } from '../features/product-card/product-grid';
import { SectionPage } from '../ui/section-page';

/** Cards a page of results brings: three rows of the widest grid, and whole rows of the narrower ones. */
export const SEARCH_PAGE_SIZE = 12;

export const SEARCH_TEXT = {
  empty: 'Введите ключевые слова в поиск',
  nothing: 'Нет результатов поиска',
  more: 'Показать ещё',
  /** product §8's page error. */
  failed: 'Ошибка получения страницы',
} as const;

function storedQuery(): string {
  try {
    return localStorage.getItem(STORAGE_KEY.SEARCH_QUERY) ?? '';
  } catch {
    return '';
  }
}

function storeQuery(query: string): void {
  try {
    localStorage.setItem(STORAGE_KEY.SEARCH_QUERY, query);
  } catch (error) {
    console.error('Не удалось сохранить поисковый запрос', error);
  }
}

function isSearchable(text: string): boolean {
  return Array.from(text.trim()).length >= SEARCH_MIN_CHARS;
}

/**
 * The search page (product §2 "Search page"): the query comes from the address (?q=, so results can be shared) or, when
 * the address has none, from localStorage `searchQuery` (what the header search stored); a search field on the page
 * searches again. Results are product cards, best match first, 12 at a time with 'Показать ещё'. Without a query:
 * 'Введите ключевые слова в поиск'; with no match: 'Нет результатов поиска'.
 */
export function SearchPage({ title = 'Поиск' }: { title?: string }) {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('q');
  const query = (fromAddress ?? storedQuery()).trim();
  const [text, setText] = useState(query);

  // Keep the address and the stored query in step with the query shown, and the field with a new search.
  useEffect(() => {
    setText(query);
    if (isSearchable(query)) storeQuery(query);
    if (fromAddress === null && isSearchable(query)) setParams({ q: query }, { replace: true });
  }, [query, fromAddress, setParams]);

  const results = useInfiniteQuery({
    queryKey: ['product-search-page', query],
    queryFn: ({ pageParam, signal }) => searchProductsPage(query, { page: pageParam, limit: SEARCH_PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * SEARCH_PAGE_SIZE < last.total ? pages.length + 1 : undefined),
    enabled: isSearchable(query),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    if (!isSearchable(next)) return;
    setParams({ q: next });
  }

  const products = results.data?.pages.flatMap((page) => page.products) ?? [];

  return (
    <SectionPage title={title} head={{ noindex: true }}>
      <Stack gap="6">
        <Box as="form" role="search" aria-label="Поиск товаров" onSubmit={submit} maxW="2xl">
          <Field.Root>
            <Field.Label>Ключевые слова</Field.Label>
            <HStack gap="2" w="full">
              <Input
                type="search"
                name="q"
                enterKeyHint="search"
                autoComplete="off"
                placeholder="Название или артикул"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <Button type="submit" disabled={!isSearchable(text)}>
                Найти
              </Button>
            </HStack>
          </Field.Root>
        </Box>
        {!isSearchable(query) ? (
          <Text color="fg.muted">{SEARCH_TEXT.empty}</Text>
        ) : results.isPending ? (
          <ResultSkeletons />
        ) : results.isError && products.length === 0 ? (
          <Text role="alert" color="fg.error">
            {SEARCH_TEXT.failed}
          </Text>
        ) : products.length === 0 ? (
          <Text color="fg.muted">{SEARCH_TEXT.nothing}</Text>
        ) : (
          <Stack gap="4">
            {/* The cards' names are third-level headings: the results are the page's second level. */}
            <Heading as="h2" srOnly>
              Результаты поиска
            </Heading>
            <ProductGrid products={products} eagerImages={4} aria-label="Результаты поиска" />
            {results.hasNextPage ? (
              <Center mt="2">
                <Button
                  variant="outline"
                  loading={results.isFetchingNextPage}
                  onClick={() => void results.fetchNextPage()}
                >
                  {SEARCH_TEXT.more}
                </Button>
              </Center>
            ) : null}
          </Stack>
        )}
      </Stack>
    </SectionPage>
  );
}

function ResultSkeletons() {
  return (
    <SimpleGrid
      columns={{ base: 2, lg: 3, xl: 4 }}
      gap={{ base: '2', sm: '3', md: '4' }}
      aria-busy="true"
      aria-label="Загрузка"
    >
      {Array.from({ length: 4 }, (_, n) => (
        <Stack key={n} gap="2">
          <Skeleton aspectRatio="1" />
          <Skeleton h="4" />
          <Skeleton h="4" w="60%" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}
