import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { SHOP_BRAND, SHOP_TAGLINE } from '../../domain/shop-identity';

/** The shop's mark and name. Decorative text: the link around it carries the accessible name. */
export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const mark = size === 'lg' ? '14' : '10';
  return (
    <HStack gap="3" aria-hidden="true">
      <Box
        boxSize={mark}
        flexShrink={0}
        borderRadius="l3"
        bg="brand.solid"
        color="brand.contrast"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="700"
        fontSize={size === 'lg' ? 'xl' : 'md'}
        letterSpacing="0.02em"
      >
        {SHOP_BRAND.mark}
      </Box>
      <Stack gap="0" lineHeight="1.2">
        <Text fontWeight="600" fontSize={size === 'lg' ? '2xl' : 'lg'} color="fg">
          {SHOP_BRAND.word}
        </Text>
        <Text fontSize="xs" color="fg.muted" display={{ base: 'none', sm: 'block' }}>
          {SHOP_TAGLINE}
        </Text>
      </Stack>
    </HStack>
  );
}
