import { Box, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { HomeReview } from '../../../api/content';
import { BREAKPOINT_PX, CAROUSEL_LAYOUT } from '../../../domain/constants';
import { dateDdMmYyyy } from '../../../domain/text';
import { CarouselFrame, CarouselSlide, useCarousel } from '../carousel';
import { CarouselButtons, CarouselHeader } from '../carousel-controls';
import { CAROUSEL_BEFORE_START, LIST_CAROUSEL } from '../carousel-layout';
import { homeReviewsQuery } from '../content-queries';
import { useBlockReport } from './home-loading';

const { REVIEW_HEIGHT } = CAROUSEL_LAYOUT;

/** product §9: the review slides are 160 px high below 1240 px, 180 from 1240, 210 from 1800, 260 from 2200. */
const slideHeight = {
  height: `${REVIEW_HEIGHT.BELOW_1240}px`,
  [`@media (min-width: ${BREAKPOINT_PX.CAROUSEL_ONE_SLIDE}px)`]: { height: `${REVIEW_HEIGHT.FROM_1240}px` },
  [`@media (min-width: ${BREAKPOINT_PX.CAROUSEL_WIDE}px)`]: { height: `${REVIEW_HEIGHT.FROM_1800}px` },
  [`@media (min-width: ${BREAKPOINT_PX.CAROUSEL_WIDEST}px)`]: { height: `${REVIEW_HEIGHT.FROM_2200}px` },
};

const HEADING = { id: 'home-reviews-heading', title: 'Отзывы покупателей' };

/**
 * The home page's reviews carousel: the latest reviews (author, date, text, the product), 1 or 3 at a time. Drawn
 * without Swiper; Swiper starts on the slides when they come near the window (carousel.tsx).
 */
export function ReviewCarousel() {
  const reviews = useQuery(homeReviewsQuery());
  useBlockReport('reviews', reviews.status);
  const items = reviews.data ?? [];
  if (reviews.isError || (reviews.isSuccess && items.length === 0)) return null;

  return (
    <Box as="section" css={CAROUSEL_BEFORE_START} aria-labelledby={HEADING.id}>
      {reviews.isPending ? (
        <>
          <CarouselHeader {...HEADING} />
          <Skeleton css={slideHeight} aria-busy="true" aria-label="Отзывы загружаются" />
        </>
      ) : (
        <ReviewSlides key={items.map((review) => review.review_id).join()} reviews={items} />
      )}
    </Box>
  );
}

function ReviewSlides({ reviews }: { reviews: HomeReview[] }) {
  const carousel = useCarousel(LIST_CAROUSEL, 'near');
  return (
    <>
      <CarouselHeader
        {...HEADING}
        controls={<CarouselButtons carousel={carousel} label="Отзывы" slides={reviews.length} />}
      />
      <CarouselFrame carousel={carousel}>
        {reviews.map((review) => (
          <CarouselSlide key={review.review_id}>
            <ReviewCard review={review} />
          </CarouselSlide>
        ))}
      </CarouselFrame>
    </>
  );
}

function ReviewCard({ review }: { review: HomeReview }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Stack
      as="article"
      aria-label={`Отзыв: ${review.author || review.name}`}
      gap="2"
      p="4"
      bg="bg.subtle"
      borderRadius="l3"
      css={expanded ? undefined : slideHeight}
      overflow="hidden"
    >
      <Box display="flex" justifyContent="space-between" gap="2" fontSize="sm">
        <Text fontWeight="600">{review.author || review.name}</Text>
        <Text color="fg.muted">{dateDdMmYyyy(review.date_modified)}</Text>
      </Box>
      <Text
        fontSize="sm"
        flex="1"
        lineClamp={expanded ? undefined : 3}
        cursor="pointer"
        onClick={() => setExpanded((v) => !v)}
        title={expanded ? undefined : review.text}
      >
        {review.text}
      </Text>
      {review.product_href ? (
        <Link asChild fontSize="sm" color="brand.fg">
          <RouterLink to={review.product_href}>{review.product_title}</RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}
