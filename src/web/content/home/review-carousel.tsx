import { Box, Flex, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { A11y, Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { HomeReview } from '../../../api/content';
import { BREAKPOINT_PX, CAROUSEL_LAYOUT } from '../../../domain/constants';
import { dateDdMmYyyy } from '../../../domain/text';
import { useCarouselControls } from '../carousel-controls';
import { CAROUSEL_A11Y, CAROUSEL_BASE, CAROUSEL_BEFORE_START } from '../carousel-layout';
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

/** The home page's reviews carousel: the latest reviews (author, date, text, the product), 1 or 3 at a time. */
export function ReviewCarousel() {
  const reviews = useQuery(homeReviewsQuery());
  useBlockReport('reviews', reviews.status);
  const { swiperProps, controls } = useCarouselControls('Отзывы');
  const items = reviews.data ?? [];
  if (reviews.isError || (reviews.isSuccess && items.length === 0)) return null;

  return (
    <Box as="section" css={CAROUSEL_BEFORE_START} aria-labelledby="home-reviews-heading">
      <Flex align="center" justify="space-between" gap="4" mb="4">
        <Heading as="h2" id="home-reviews-heading" size="xl">
          Отзывы покупателей
        </Heading>
        {controls}
      </Flex>
      {reviews.isPending ? (
        <Skeleton css={slideHeight} aria-busy="true" aria-label="Отзывы загружаются" />
      ) : (
        <Swiper
          modules={[A11y, Keyboard]}
          a11y={CAROUSEL_A11Y}
          keyboard={{ enabled: true, onlyInViewport: true }}
          {...CAROUSEL_BASE}
          {...swiperProps}
        >
          {items.map((review) => (
            <SwiperSlide key={review.review_id}>
              <ReviewCard review={review} />
            </SwiperSlide>
          ))}
        </Swiper>
      )}
    </Box>
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
