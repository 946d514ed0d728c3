import { Box, Heading, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SETTING_ID } from '../../domain/constants';
import { stripHtml } from '../../domain/text';
import { PageTitle } from '../ui/page-title';
import { SafeHtml } from '../ui/safe-html';
import { settingQuery } from '../ui/setting-query';
import { SHOP_NAME } from '../ui/shop';

/** SPEC §2 "Home page": the about text comes from setting 1, with this fallback. */
export const ABOUT_TEXT_FALLBACK = 'Текст вверху';

/**
 * The home page as the shell issue leaves it: the about text (setting 1) and the 'Новинки' section heading. The
 * catalogue and content issues add the news column, the new-arrivals grid, the carousels and the FAQ tile.
 */
export function HomePage() {
  const about = useQuery(settingQuery(SETTING_ID.HOME_TEXT));
  useEffect(() => {
    if (about.error) console.error('Не удалось загрузить текст главной страницы', about.error);
  }, [about.error]);
  const html = about.data && stripHtml(about.data) ? about.data : ABOUT_TEXT_FALLBACK;

  return (
    <Stack gap={{ base: '8', lg: '12' }} py={{ base: '6', lg: '10' }}>
      <PageTitle />
      <Box
        as="section"
        aria-labelledby="home-heading"
        bg="brand.subtle"
        borderRadius="l3"
        px={{ base: '5', lg: '10' }}
        py={{ base: '6', lg: '10' }}
      >
        <Heading as="h1" id="home-heading" size={{ base: '2xl', lg: '3xl' }} mb="4" color="brand.fg">
          {SHOP_NAME}
        </Heading>
        {about.isPending ? (
          <Box aria-hidden="true">
            <SkeletonText noOfLines={3} gap="3" />
          </Box>
        ) : (
          <SafeHtml
            html={html}
            maxW="3xl"
            fontSize={{ base: 'md', lg: 'lg' }}
            color="fg"
            css={{ '& p + p': { mt: '3' } }}
          />
        )}
      </Box>
      <Box as="section" aria-labelledby="new-arrivals-heading">
        <Heading as="h2" id="new-arrivals-heading" size="xl" mb="4">
          Новинки
        </Heading>
        <Text color="fg.muted">Новые поступления каталога появятся здесь.</Text>
      </Box>
    </Stack>
  );
}
