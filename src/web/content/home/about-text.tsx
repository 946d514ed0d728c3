import { Box, Heading, SkeletonText } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SETTING_ID } from '../../../domain/constants';
import { stripHtml } from '../../../domain/text';
import { SafeHtml } from '../../ui/safe-html';
import { settingQuery } from '../../ui/setting-query';
import { SHOP_NAME } from '../../../domain/shop-identity';

/** product §2 "Home page": the about text comes from setting 1, with this fallback. */
export const ABOUT_TEXT_FALLBACK = 'Текст вверху';

/** The about-text block at the top of the goods column (setting 1; 'Текст вверху' when it is empty or fails). */
export function AboutText() {
  const about = useQuery(settingQuery(SETTING_ID.HOME_TEXT));
  useEffect(() => {
    if (about.error) console.error('Не удалось загрузить текст главной страницы', about.error);
  }, [about.error]);
  const html = about.data && stripHtml(about.data) ? about.data : ABOUT_TEXT_FALLBACK;

  return (
    <Box
      as="section"
      aria-labelledby="home-heading"
      bg="bg.subtle"
      borderRadius="l3"
      px={{ base: '5', lg: '8' }}
      py={{ base: '5', lg: '8' }}
    >
      <Heading as="h1" id="home-heading" size={{ base: 'xl', lg: '2xl' }} mb="3" color="brand.fg">
        {SHOP_NAME}
      </Heading>
      {about.isPending ? (
        <Box aria-hidden="true">
          <SkeletonText noOfLines={3} gap="3" />
        </Box>
      ) : (
        <SafeHtml
          html={html}
          color="fg"
          css={{ '& p + p': { mt: '3' }, '& h2': { fontSize: 'lg', fontWeight: '600', mb: '2' } }}
        />
      )}
    </Box>
  );
}
