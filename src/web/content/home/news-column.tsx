import { Box, Flex, Heading, Link, LinkBox, LinkOverlay, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import type { NewsItem } from '../../../api/content';
import { PAGE_SIZE, TEXT_LIMIT } from '../../../domain/constants';
import { removeQuotEntity, truncateWithEllipsis } from '../../../domain/text';
import { ContentImage } from '../content-image';
import { homeNewsQuery } from '../content-queries';
import { useBlockReport } from './home-loading';

/**
 * The home page's news column (product §2): 'Новости' (the title links to /news), 10 placeholders while loading, then
 * the latest news; each card opens its url in a new tab, with the picture (a stub when broken), the title without
 * '&quot;' and the description cut to 125 characters plus an ellipsis.
 */
export function NewsColumn() {
  const news = useQuery(homeNewsQuery());
  useBlockReport('news', news.status);

  return (
    <Box as="section" aria-labelledby="home-news-heading">
      <Heading as="h2" id="home-news-heading" size="xl" mb="4">
        <Link asChild color="fg" _hover={{ color: 'brand.fg' }} minH="11">
          <RouterLink to="/news">Новости</RouterLink>
        </Link>
      </Heading>
      {news.isPending ? (
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Новости загружаются" aria-busy="true">
          {Array.from({ length: PAGE_SIZE.NEWS_PLACEHOLDERS }, (_, i) => (
            <Flex as="li" key={i} gap="3">
              <Skeleton width="96px" height="72px" flexShrink={0} borderRadius="l2" />
              <Stack flex="1" gap="2">
                <Skeleton height="4" />
                <Skeleton height="3" width="80%" />
                <Skeleton height="3" width="60%" />
              </Stack>
            </Flex>
          ))}
        </Stack>
      ) : (
        <Stack as="ul" listStyleType="none" gap="4" aria-label="Последние новости">
          {(news.data ?? []).map((item) => (
            <li key={item.news_id}>
              <NewsColumnCard item={item} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function NewsColumnCard({ item }: { item: NewsItem }) {
  return (
    <LinkBox as="article" display="flex" gap="3" alignItems="flex-start" _hover={{ '& h3': { color: 'brand.fg' } }}>
      <ContentImage
        src={item.image}
        alt=""
        sizes="96px"
        width="96px"
        height="72px"
        flexShrink={0}
        objectFit="cover"
        borderRadius="l2"
        bg="bg.subtle"
      />
      <Box minW="0">
        <Heading as="h3" size="sm" lineHeight="1.35" mb="1">
          <LinkOverlay href={item.url} target="_blank" rel="noopener noreferrer">
            {removeQuotEntity(item.title)}
          </LinkOverlay>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {truncateWithEllipsis(item.description, TEXT_LIMIT.NEWS_DESCRIPTION)}
        </Text>
      </Box>
    </LinkBox>
  );
}
