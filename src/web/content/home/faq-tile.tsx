import { Box, Heading, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The home page's FAQ tile (product §2): 'Вопрос-ответ', leading to /faq. */
export function FaqTile() {
  return (
    <LinkBox
      as="section"
      aria-labelledby="faq-tile-heading"
      bg="brand.subtle"
      borderRadius="l3"
      px={{ base: '5', lg: '8' }}
      py={{ base: '5', lg: '6' }}
      transition="box-shadow 0.2s"
      _hover={{ boxShadow: 'md' }}
    >
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="4">
        <Box>
          <Heading as="h2" id="faq-tile-heading" size="xl" color="brand.fg" mb="1">
            <LinkOverlay asChild>
              <RouterLink to="/faq">Вопрос-ответ</RouterLink>
            </LinkOverlay>
          </Heading>
          <Text color="fg.muted">Спросите о любом товаре — технолог ответит на e-mail.</Text>
        </Box>
        <Text aria-hidden="true" fontSize="3xl" color="brand.fg">
          →
        </Text>
      </Box>
    </LinkBox>
  );
}
