import { Box, Button, Collapsible, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import {
  catalogueFiltersMachine,
  type CataloguePageResult,
} from '../../../machines/catalogue/catalogue-filters.machine';
import type { CardProduct, CatalogueConfig } from '../../api/catalogue';
import { AdminEditLink } from '../ui/admin-edit-link';
import { inspect } from '../ui/inspect';
import { useServerPrefetch } from '../ui/server-prefetch';
import { PageHead, useShopOrigin } from '../ui/page-head';
import { breadcrumbListJsonLd } from '../../domain/json-ld-site';
import { categoryHead } from '../../domain/category-head';
import { articleHtmlCss, SafeHtml } from '../ui/safe-html';
import { ProductGrid } from '../features/product-card/product-grid';
import { toastError } from '../ui/toaster';
import { clearStoredChoice, initialConfig, searchFromChoice, storeChoice } from './catalogue-config';
import { categoryQuery, filtersQuery, productPageQuery } from './catalogue-queries';
import { CATEGORIES_ERROR_TEXT, CategoryList } from './category-list';
import { FilterPanel } from './filter-panel';
import { PagePagination } from './page-pagination';
import { HOME_CRUMB, PageBreadcrumb } from '../ui/page-breadcrumb';

/** product §8. */
export const CATALOGUE_TEXT = {
  nothingFound: 'По данным фильтрам товары не найдены :(',
  loadError: 'Ошибка получения товара',
  more: 'Показать ещё',
} as const;

/** What a catalogue page lists. */
export interface CatalogueTarget {
  /** null: every product (/catalog). */
  categoryId: number | null;
  /** The page's name in the request config (its address without the leading '/'). */
  namePage: string;
  /** /catalog/products/{id}: listed through /back/product/list/{id}. */
  byPath: boolean;
}

const SKELETON_CARDS = 8;

/**
 * One catalogue page: the category's trail and name, its categories, filters and products, with pagination and
 * 'Показать ещё'. The flow (loading, filters, paging, what is stored where) is the catalogue-filters machine; this
 * component renders its state and sends it the shopper's clicks.
 */
export function CatalogueView({ target, title }: { target: CatalogueTarget; title?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listRef = useRef<HTMLDivElement>(null);

  const [machine] = useState(() =>
    catalogueFiltersMachine.provide({
      actors: {
        loadPage: fromPromise<CataloguePageResult, CatalogueConfig>(({ input }) =>
          queryClient.fetchQuery(productPageQuery(input, target.byPath)),
        ),
      },
      actions: {
        storeConfig: ({ context }) => {
          storeChoice(pathname, context.config);
          void navigate(
            { pathname, search: searchFromChoice(context.config) },
            { replace: true, preventScrollReset: true },
          );
        },
        clearStoredConfig: () => {
          clearStoredChoice(pathname);
          void navigate({ pathname, search: '' }, { replace: true, preventScrollReset: true });
        },
        scrollToList: () => listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        notifyNothingFound: () => toastError(CATALOGUE_TEXT.nothingFound),
        notifyLoadError: () => toastError(CATALOGUE_TEXT.loadError),
        goToErrorPage: () => void navigate('/error'),
      },
    }),
  );
  const [input] = useState(() => {
    const config = initialConfig({ namePage: target.namePage, category_id: target.categoryId }, pathname, search);
    return { config, firstPage: queryClient.getQueryData(productPageQuery(config, target.byPath).queryKey) };
  });
  // The machine loads the products itself: the server must know to fetch them, so that the page comes with them.
  useServerPrefetch(productPageQuery(input.config, target.byPath));
  const actor = useActorRef(machine, { input, inspect });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { config, pages, trail } = state.context;
  const products = state.context.products as CardProduct[];

  // The category listed: from the address, or, for a page named by its address alone, from the server's reply.
  const current = trail.at(-1);
  const categoryId = target.categoryId ?? current?.category_id ?? null;
  const filters = useQuery({ ...filtersQuery(categoryId ?? 0), enabled: categoryId !== null });
  useEffect(() => {
    if (filters.isError) toastError(CATEGORIES_ERROR_TEXT);
  }, [filters.isError]);

  // What the category's page says of itself (its description, picture and meta from 'Категории'); without it the
  // page keeps the shop's own words.
  const details = useQuery({ ...categoryQuery(categoryId ?? 0), enabled: categoryId !== null });
  const category = categoryId !== null && details.data?.category_id === categoryId ? details.data : null;

  const heading = current?.name ?? title ?? 'Каталог';
  const head = categoryHead(heading, category);
  const origin = useShopOrigin();
  const parentId = trail.length > 0 ? (trail.at(-2)?.category_id ?? 0) : null;
  const loading = state.matches('loading');
  const busy = loading || state.matches('paging') || state.matches('appending');
  const hasFilters = categoryId !== null && (filters.isPending || (filters.data?.length ?? 0) > 0);

  const filterPanel = (
    <FilterPanel
      groups={filters.data}
      loading={filters.isPending}
      selected={config.filters}
      busy={busy}
      onToggle={(filterId) => actor.send({ type: 'catalogue.filter.toggle', filterId })}
      onReset={() => actor.send({ type: 'catalogue.filters.reset' })}
    />
  );

  const crumbs = [HOME_CRUMB, ...trail.slice(0, -1).map((crumb) => ({ name: crumb.name, path: crumb.catalog_href }))];
  return (
    <Box as="section" aria-labelledby="page-heading" py={{ base: '6', lg: '10' }}>
      <PageHead
        page={heading}
        title={head.title}
        description={head.description}
        image={category?.image}
        canonicalPath={config.current_page > 1 ? `${pathname}?page=${config.current_page}` : pathname}
        jsonLd={[breadcrumbListJsonLd(origin, [...crumbs, { name: heading, path: pathname }])]}
      />
      <PageBreadcrumb mb="4" trail={crumbs} current={heading} />
      <Heading as="h1" id="page-heading" size={{ base: '2xl', lg: '3xl' }} mb="4">
        {heading}
      </Heading>
      <AdminEditLink kind="category" id={categoryId ?? 0} />
      <Box mb="6">
        <CategoryList categoryId={categoryId} parentId={parentId} />
      </Box>

      <Grid
        templateColumns={{ base: '1fr', lg: hasFilters ? '240px 1fr' : '1fr' }}
        gap={{ base: '4', lg: '8' }}
        alignItems="start"
      >
        {hasFilters ? (
          <>
            <Box display={{ base: 'none', lg: 'block' }} position="sticky" top="4">
              {filterPanel}
            </Box>
            <Collapsible.Root display={{ base: 'block', lg: 'none' }}>
              <Collapsible.Trigger asChild>
                <Button variant="outline" size="sm">
                  Фильтры{config.filters.length > 0 ? ` (${config.filters.length})` : ''}
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content>
                <Box pt="4">{filterPanel}</Box>
              </Collapsible.Content>
            </Collapsible.Root>
          </>
        ) : null}

        <Box ref={listRef} scrollMarginTop="4" minW="0" aria-busy={busy}>
          {state.matches('empty') || state.matches('failed') ? (
            <Text role="status" py="10" textAlign="center" color="fg.muted" fontSize="lg">
              {state.matches('empty') ? CATALOGUE_TEXT.nothingFound : CATALOGUE_TEXT.loadError}
            </Text>
          ) : loading && products.length === 0 ? (
            <ProductSkeletons />
          ) : (
            <Stack gap="6" opacity={loading ? 0.5 : 1} transition="opacity 0.2s">
              {/* The cards' names are third-level headings: the list is the page's second level, for those who
                  move by headings (and headings that skip a level confuse them). */}
              <Heading as="h2" srOnly>
                Товары
              </Heading>
              {/* The first row is in the first screen (the page's LCP is often its first picture). */}
              <ProductGrid products={products} eagerImages={4} aria-label="Товары" />
              {config.current_page < pages ? (
                <Box textAlign="center">
                  <Button
                    variant="outline"
                    loading={state.matches('appending')}
                    loadingText={CATALOGUE_TEXT.more}
                    disabled={busy}
                    onClick={() => actor.send({ type: 'catalogue.more' })}
                  >
                    {CATALOGUE_TEXT.more}
                  </Button>
                </Box>
              ) : null}
              <PagePagination
                label="Страницы каталога"
                page={
                  state.matches('paging') ? (state.context.requestedPage ?? config.current_page) : config.current_page
                }
                pages={pages}
                disabled={busy}
                onChange={(page) => actor.send({ type: 'catalogue.page.go', page })}
              />
            </Stack>
          )}
        </Box>
      </Grid>

      {/* The category's own text, below the products as a shop's text about its range; on its first page only, so
          that pages 2, 3… (each canonical to itself) do not repeat it word for word to search engines. */}
      {category?.description && config.current_page === 1 ? (
        <SafeHtml
          as="section"
          aria-label="Описание категории"
          html={category.description}
          mt={{ base: '10', lg: '14' }}
          pt={{ base: '6', lg: '8' }}
          borderTopWidth="1px"
          borderColor="border"
          maxW="4xl"
          css={{ ...articleHtmlCss, '& > :first-child': { mt: '0' } }}
        />
      ) : null}
    </Box>
  );
}

function ProductSkeletons() {
  return (
    <Grid
      role="status"
      aria-label="Загрузка"
      templateColumns={{ base: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' }}
      gap="4"
    >
      {Array.from({ length: SKELETON_CARDS }, (_, i) => (
        <Stack key={i} gap="2">
          <Skeleton aspectRatio="1" />
          <Skeleton h="4" />
          <Skeleton h="4" w="60%" />
        </Stack>
      ))}
    </Grid>
  );
}
