/**
 * The shop's contact points as the header shows them: demo numbers and handles, kept in this one file (the phone in
 * domain/shop-identity.ts, which the e-mails share) so the real ones replace them in one place.
 */

export { SHOP_PHONE } from '../../domain/shop-identity';

export const DELIVERY_NOTE = 'Доставка по всей России';

export interface Manager {
  name: string;
  /** International number, digits only (no '+'). */
  digits: string;
}

export const MANAGERS: readonly Manager[] = [
  { name: 'Менеджер Анна', digits: '79161204567' },
  { name: 'Менеджер Мария', digits: '79261204568' },
];

export const whatsappChatUrl = (digits: string) => `https://wa.me/${digits}`;
export const viberChatUrl = (digits: string) => `viber://chat?number=%2B${digits}`;

export type SocialNetwork = 'telegram' | 'instagram' | 'vk' | 'youtube' | 'rutube' | 'whatsapp';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'telegram', label: 'Мы в Telegram', href: 'https://t.me/kosmetsevtika_bt' },
  { network: 'instagram', label: 'Мы в Instagram', href: 'https://www.instagram.com/kosmetsevtika_bt' },
  { network: 'vk', label: 'Мы во ВКонтакте', href: 'https://vk.com/kosmetsevtika_bt' },
  { network: 'youtube', label: 'Наш канал на YouTube', href: 'https://www.youtube.com/@kosmetsevtika_bt' },
  { network: 'rutube', label: 'Наш канал на RuTube', href: 'https://rutube.ru/channel/kosmetsevtika_bt' },
  { network: 'whatsapp', label: 'Напишите нам в WhatsApp', href: whatsappChatUrl(MANAGERS[0].digits) },
];
