import { Box, Container, Flex, HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { BUSINESS_HOURS } from '../../domain/constants';
import {
  ClockIcon,
  InstagramIcon,
  PhoneIcon,
  RutubeIcon,
  TelegramIcon,
  TruckIcon,
  VkIcon,
  WhatsappIcon,
  YoutubeIcon,
} from '../ui/icons';
import { shopContactsQuery } from '../ui/setting-query';
import { DELIVERY_NOTE, SHOP_PHONE, SOCIAL_LINKS, type SocialNetwork } from './contacts';
import { MessengerButton } from './messenger-button';

const SOCIAL_ICONS: Record<SocialNetwork, ComponentType> = {
  telegram: TelegramIcon,
  instagram: InstagramIcon,
  vk: VkIcon,
  youtube: YoutubeIcon,
  rutube: RutubeIcon,
  whatsapp: WhatsappIcon,
};

/** The thin bar above the header: phone, hours (both as the owner set them), delivery note, social links, messengers. */
export function TopBar() {
  // The owner's phone and hours ('Настройки'); the shop's first ones until they come (the server renders them in).
  const { data: contacts } = useQuery(shopContactsQuery);
  const phone = contacts ? { display: contacts.phone, href: contacts.phone_href } : SHOP_PHONE;
  return (
    <Box bg="bg.subtle" borderBottomWidth="1px" borderColor="border" fontSize="sm" color="fg.muted">
      <Container maxW="page" px={{ base: '4', lg: '6' }}>
        <Flex minH="10" py="1" gap={{ base: '2', lg: '6' }} align="center" justify="space-between" wrap="wrap">
          <HStack gap={{ base: '3', lg: '5' }} wrap="wrap">
            <Link href={phone.href} color="fg" fontWeight="500" whiteSpace="nowrap">
              <PhoneIcon />
              {phone.display}
            </Link>
            <HStack gap="1.5" display={{ base: 'none', md: 'flex' }} whiteSpace="nowrap">
              <ClockIcon />
              <Text>{contacts?.hours ?? BUSINESS_HOURS.TEXT}</Text>
            </HStack>
            <HStack gap="1.5" display={{ base: 'none', lg: 'flex' }} whiteSpace="nowrap">
              <TruckIcon />
              <Text>{DELIVERY_NOTE}</Text>
            </HStack>
          </HStack>
          <HStack gap="0.5">
            <HStack as="ul" listStyle="none" gap="0.5" display={{ base: 'none', md: 'flex' }}>
              {SOCIAL_LINKS.map(({ network, label, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <IconButton asChild variant="ghost" size="xs" colorPalette="gray" color="fg.muted">
                      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                        <Icon />
                      </a>
                    </IconButton>
                  </li>
                );
              })}
            </HStack>
            <MessengerButton messenger="whatsapp" />
            <MessengerButton messenger="viber" />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
