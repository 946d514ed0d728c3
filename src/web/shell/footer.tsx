import { Box, Container, Flex, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import { COPYRIGHT_YEAR, SETTING_ID } from '../../domain/constants';
import { stripHtml } from '../../domain/text';
import { SafeHtml } from '../ui/safe-html';
import { settingQuery, shopContactsQuery } from '../ui/setting-query';
import { SHOP_NAME } from '../../domain/shop-identity';
import { EXTRA_LINKS, MAIN_MENU, POLICY_LINKS, type NavLink } from '../../domain/site-links';

function LinkRow({ label, links, muted }: { label: string; links: readonly NavLink[]; muted?: boolean }) {
  return (
    <nav aria-label={label}>
      <Flex as="ul" listStyle="none" wrap="wrap" columnGap="6" rowGap={{ base: '0', lg: '2' }}>
        {links.map((link) => (
          <li key={`${link.href}-${link.label}`}>
            <Link
              asChild
              // A thumb's height on a phone (the rows then need no gap of their own).
              minH={{ base: '11', lg: 'auto' }}
              minW={{ base: '11', lg: 'auto' }}
              color={muted ? 'fg.muted' : 'fg'}
              fontSize={muted ? 'sm' : 'md'}
              _hover={{ color: 'brand.fg' }}
            >
              <RouterLink to={link.href}>{link.label}</RouterLink>
            </Link>
          </li>
        ))}
      </Flex>
    </nav>
  );
}

/**
 * The footer (product §2): navigation row, policy row, the editable text block (setting 2) and the copyright line
 * (with the shop's name from 'Настройки').
 * A failed footer text is logged only (product §8); the block then stays out.
 */
export function Footer() {
  const text = useQuery(settingQuery(SETTING_ID.FOOTER_TEXT));
  const contacts = useQuery(shopContactsQuery);
  useEffect(() => {
    if (text.error) console.error('Не удалось загрузить текст подвала', text.error);
  }, [text.error]);

  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border" mt="16">
      <Container maxW="page" px={{ base: '4', lg: '6' }} py={{ base: '8', lg: '12' }}>
        <Stack gap="6">
          <LinkRow label="Разделы сайта" links={[...MAIN_MENU, ...EXTRA_LINKS]} />
          <Separator />
          <LinkRow label="Правила и документы" links={POLICY_LINKS} muted />
          {text.data && stripHtml(text.data) ? <SafeHtml html={text.data} color="fg.muted" fontSize="sm" /> : null}
          <Text color="fg.muted" fontSize="sm">
            © {COPYRIGHT_YEAR} {contacts.data?.shop_name ?? SHOP_NAME}. Все права защищены.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
