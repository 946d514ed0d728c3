import { Box, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { dateDdMmYyyy } from '../../domain/text';
import { ContentImage } from './content-image';

export interface ArticleCardProps {
  title: string;
  description: string;
  image: string | null;
  url: string;
  date?: string;
  /** Open the article in a new tab (the home page's news column). */
  newTab?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A news item or blog article in a list: picture, date, title (the link) and teaser. */
export function ArticleCard({ title, description, image, url, date, newTab, headingLevel = 'h2' }: ArticleCardProps) {
  return (
    <LinkBox
      as="article"
      display="flex"
      flexDirection="column"
      height="full"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      overflow="hidden"
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
    >
      <ContentImage
        src={image}
        alt=""
        sizes="(min-width: 975px) 400px, 100vw"
        aspectRatio={16 / 9}
        width="full"
        objectFit="cover"
        bg="bg.subtle"
      />
      <Box p="4" display="flex" flexDirection="column" gap="2" flex="1">
        {date ? (
          <Text fontSize="sm" color="fg.muted">
            {dateDdMmYyyy(date)}
          </Text>
        ) : null}
        <Heading as={headingLevel} size="md" lineHeight="1.35">
          {newTab ? (
            <LinkOverlay href={url} target="_blank" rel="noopener noreferrer">
              {title}
            </LinkOverlay>
          ) : (
            <LinkOverlay asChild>
              <RouterLink to={url}>{title}</RouterLink>
            </LinkOverlay>
          )}
        </Heading>
        {description ? (
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Box>
    </LinkBox>
  );
}
