import { Box, Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Review } from '../../api/catalogue';
import { PAGE_SIZE } from '../../domain/constants';
import { dateDdMmYyyy } from '../../domain/text';
import { toastError } from '../ui/toaster';
import { reviewsQuery } from './catalogue-queries';
import { PagePagination } from './page-pagination';
import { ReviewForm } from './review-form';

export const REVIEWS_ERROR_TEXT = 'Не удалось получить отзывы';

/** The 'Отзывы' tab (product §2): 5 reviews a page, a pagination window of 2 either side, then the review form. */
export function ProductReviews({ productId, productName }: { productId: number; productName: string }) {
  const [page, setPage] = useState(1);
  const reviews = useQuery({ ...reviewsQuery(productId, page), placeholderData: (previous) => previous });
  useEffect(() => {
    if (reviews.isError) toastError(REVIEWS_ERROR_TEXT);
  }, [reviews.isError]);

  return (
    <Box>
      {reviews.isPending || (reviews.isPlaceholderData && reviews.isFetching) ? (
        <Stack gap="4" role="status" aria-label="Отзывы загружаются">
          {Array.from({ length: 3 }, (_, i) => (
            <Stack key={i} gap="2">
              <Skeleton h="4" w="40%" />
              <Skeleton h="12" />
            </Stack>
          ))}
        </Stack>
      ) : reviews.isError ? (
        <Text color="fg.muted">{REVIEWS_ERROR_TEXT}</Text>
      ) : reviews.data.total === 0 ? (
        <Text color="fg.muted">Нет отзывов</Text>
      ) : (
        <Stack gap="4">
          <Stack as="ul" listStyleType="none" gap="4">
            {reviews.data.reviews.map((review) => (
              <li key={review.review_id}>
                <ReviewItem review={review} />
              </li>
            ))}
          </Stack>
          <PagePagination
            label="Страницы отзывов"
            page={page}
            pages={reviews.data.pages}
            offset={PAGE_SIZE.REVIEWS_WINDOW_OFFSET}
            onChange={setPage}
          />
        </Stack>
      )}
      <ReviewForm productId={productId} productName={productName} />
    </Box>
  );
}

/** A review (product §2): author, date DD.MM.YYYY, text that opens in full and closes again on click. */
function ReviewItem({ review }: { review: Review }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Box
      as="article"
      aria-label={`Отзыв: ${review.author}`}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
    >
      <Text fontWeight="600">
        {review.author}{' '}
        <Text as="span" fontWeight="400" fontSize="sm" color="fg.muted">
          {dateDdMmYyyy(review.date_modified)}
        </Text>
      </Text>
      <Button
        variant="plain"
        h="auto"
        p="0"
        mt="1"
        display="block"
        w="100%"
        textAlign="start"
        fontWeight="400"
        color="fg"
        whiteSpace="normal"
        aria-expanded={expanded}
        onClick={() => setExpanded((open) => !open)}
      >
        <Text as="span" display="block" whiteSpace="pre-line" lineClamp={expanded ? undefined : 3}>
          {review.text}
        </Text>
      </Button>
    </Box>
  );
}
