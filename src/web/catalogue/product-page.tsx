import { Box, Grid, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { productJsonLd } from '../../domain/json-ld-product';
import { productHead } from '../../domain/product-head';
import { breadcrumbListJsonLd } from '../../domain/json-ld-site';
import { viewedHistoryMachine } from '../../../machines/catalogue/viewed-history.machine';
import type { CardProduct } from '../../api/catalogue';
import { isApiError } from '../../api/http';
import { showsViewedHistory } from '../../domain/viewed-history';
import { AdminEditLink } from '../ui/admin-edit-link';
import { useAfterHydration } from '../session/hydration';
import { inspect } from '../ui/inspect';
import { PageSpinner } from '../ui/page-spinner';
import { PageHead, useShopOrigin } from '../ui/page-head';
import { FavoriteButton } from '../features/product-card/favorite-button';
import { ProductGrid } from '../features/product-card/product-grid';
import { productQuery, recommendedQuery } from '../features/product-card/product-queries';
import { QUICK_VIEW_TEXT } from '../features/product-card/quick-view-actor';
import { HydrateWhenSeen } from '../ui/hydrate-when-seen';
import { HOME_CRUMB, PageBreadcrumb } from '../ui/page-breadcrumb';
import { SafeHtml } from '../ui/safe-html';
import { toastError } from '../ui/toaster';
import { CATALOGUE_TEXT } from './catalogue-view';
import { productImagesQuery, reviewsQuery } from './catalogue-queries';
import { ProductArticles } from './product-articles';
import { ProductBuyBox } from './product-buy-box';
import { galleryPictures, ProductGallery } from './product-gallery';
import { ProductQuestions } from './product-questions';
import { ProductReviews, REVIEWS_ERROR_TEXT } from './product-reviews';
import { ProductVideos } from './product-videos';
import { readViewedHistory, storeViewedHistory, toCard, viewedCards } from './viewed-history-storage';

/**
 * A product page (product §2 "Product page"), the `product` module of /back/url. An unknown product goes to /error.
 * 'Вы смотрели' follows the viewed-history machine, which lives as long as this page (the shopper may go from
 * product to product without leaving it).
 */
export function ProductPage({ id }: { title?: string; id?: number | string }) {
  const productId = Number(id);
  const [machine] = useState(() =>
    viewedHistoryMachine.provide({ actions: { storeHistory: ({ context }) => storeViewedHistory(context.items) } }),
  );
  const [input] = useState(() => ({ items: readViewedHistory() }));
  const history = useActorRef(machine, { input, inspect });
  if (!Number.isInteger(productId) || productId < 1) return <Navigate to="/error" replace />;
  return <ProductView key={productId} productId={productId} history={history} />;
}

type HistoryActor = ReturnType<typeof useActorRef<typeof viewedHistoryMachine>>;

const NO_HISTORY: CardProduct[] = [];

function ProductView({ productId, history }: { productId: number; history: HistoryActor }) {
  const product = useQuery(productQuery(productId));
  const images = useQuery(productImagesQuery(productId));
  const reviews = useQuery(reviewsQuery(productId, 1));
  const origin = useShopOrigin();
  const { pathname } = useLocation();
  const notFound = product.isError && isApiError(product.error) && product.error.status === 404;

  useEffect(() => {
    if (product.isError && !notFound) toastError(CATALOGUE_TEXT.loadError);
  }, [product.isError, notFound]);
  useEffect(() => {
    if (reviews.isError) toastError(REVIEWS_ERROR_TEXT);
  }, [reviews.isError]);
  useEffect(() => {
    if (product.data) history.send({ type: 'history.view', product: toCard(product.data) });
  }, [product.data, history]);

  if (notFound) return <Navigate to="/error" replace />;
  if (product.isPending) return <PageSpinner />;
  if (product.isError) {
    return (
      <Text role="status" py="16" textAlign="center" color="fg.muted" fontSize="lg">
        {CATALOGUE_TEXT.loadError}
      </Text>
    );
  }
  const data = product.data;
  const gallery = galleryPictures(data, images.data);
  const reviewCount = reviews.data?.total;
  const head = productHead(data);

  // The way to the product, shown and in the structured data: the shop, all products, then its own category.
  const crumbs = [
    HOME_CRUMB,
    { name: 'Вся продукция', path: '/vsja-produktsija' },
    ...(data.category ? [{ name: data.category.name, path: data.category.catalog_href }] : []),
  ];

  return (
    <Stack as="section" aria-labelledby="page-heading" py={{ base: '6', lg: '10' }} gap={{ base: '8', lg: '12' }}>
      <PageHead
        page={head.page}
        title={head.title}
        description={head.description}
        image={data.image}
        type="product"
        jsonLd={[
          // The first page of reviews is the one the page shows (and the server fetched); the rating is of them all.
          productJsonLd(origin, data, {
            specialEnds: data.special_date_end,
            reviews: reviews.data?.reviews ?? [],
            rating: reviews.data?.rating ?? null,
          }),
          breadcrumbListJsonLd(origin, [...crumbs, { name: data.name, path: pathname }]),
        ]}
      />
      <PageBreadcrumb trail={crumbs} current={data.name} />
      <AdminEditLink kind="product" id={productId} mt={{ base: '-6', lg: '-10' }} />

      <Grid
        templateColumns={{ base: '1fr', lg: '1fr 1fr' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="start"
        mt={{ base: '-4', lg: '-6' }}
      >
        <Box position="relative">
          <ProductGallery name={data.name} pictures={gallery} />
          <FavoriteButton product={data} size="md" position="absolute" top="2" right="2" bg="bg" shadow="xs" />
        </Box>
        <ProductBuyBox product={data} />
      </Grid>

      <ProductVideos videos={data.videos} name={data.name} />

      {/* Below the first screen on a phone: the tabs and the similar products hydrate as they come into view. */}
      <HydrateWhenSeen>
        <Tabs.Root defaultValue="description" variant="line" lazyMount>
          <Tabs.List overflowX="auto" overflowY="hidden">
            <Tabs.Trigger whiteSpace="nowrap" value="description">
              Описание
            </Tabs.Trigger>
            <Tabs.Trigger whiteSpace="nowrap" value="reviews">
              {reviewCount === undefined ? 'Отзывы' : `Отзывы (${reviewCount})`}
            </Tabs.Trigger>
            <Tabs.Trigger whiteSpace="nowrap" value="questions">
              Вопросы
            </Tabs.Trigger>
            <Tabs.Trigger whiteSpace="nowrap" value="articles">
              Статьи
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="description" pt="6">
            <SafeHtml
              html={data.description}
              maxW="4xl"
              css={{
                '& > * + *': { mt: '3' },
                '& ul': { pl: '6', listStyleType: 'disc' },
                '& ol': { pl: '6', listStyleType: 'decimal' },
              }}
            />
          </Tabs.Content>
          <Tabs.Content value="reviews" pt="6">
            <ProductReviews productId={productId} productName={data.name} />
          </Tabs.Content>
          <Tabs.Content value="questions" pt="6">
            <ProductQuestions productId={productId} productName={data.name} />
          </Tabs.Content>
          <Tabs.Content value="articles" pt="6">
            <ProductArticles productId={productId} />
          </Tabs.Content>
        </Tabs.Root>
      </HydrateWhenSeen>

      <HydrateWhenSeen>
        <SimilarProducts productId={productId} />
      </HydrateWhenSeen>
      <ViewedProducts history={history} currentId={productId} />
    </Stack>
  );
}

/** 'Похожие товары' (product §2): the recommended products as cards. */
function SimilarProducts({ productId }: { productId: number }) {
  const similar = useQuery(recommendedQuery(productId));
  useEffect(() => {
    if (similar.isError) toastError(QUICK_VIEW_TEXT.recommendedError);
  }, [similar.isError]);
  if (!similar.data || similar.data.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="similar-heading">
      <Heading as="h2" id="similar-heading" size="xl" mb="4">
        Похожие товары
      </Heading>
      <ProductGrid products={similar.data} aria-label="Похожие товары" />
    </Box>
  );
}

/** 'Вы смотрели' (product §2): shown only when more than 1 product is stored; the product on screen is left out. */
function ViewedProducts({ history, currentId }: { history: HistoryActor; currentId: number }) {
  // The history is this browser's: the server rendered none.
  const items = useAfterHydration(viewedCards(useSelector(history, (snapshot) => snapshot.context.items)), NO_HISTORY);
  if (!showsViewedHistory(items)) return null;
  const others = items.filter((item) => item.product_id !== currentId);
  return (
    <Box as="section" aria-labelledby="viewed-heading">
      <Heading as="h2" id="viewed-heading" size="xl" mb="4">
        Вы смотрели
      </Heading>
      <ProductGrid products={others} aria-label="Вы смотрели" />
    </Box>
  );
}
