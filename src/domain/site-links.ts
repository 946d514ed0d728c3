/**
 * The shop's navigation (product §2 "Fixed menu", "Also linked", footer policy row): the storefront draws it, the back
 * office says where a page is linked from.
 */

export interface NavLink {
  label: string;
  href: string;
}

/** The fixed menu, exactly these nine, in this order. */
export const MAIN_MENU: readonly NavLink[] = [
  { label: 'Вся продукция', href: '/vsja-produktsija' },
  { label: 'Пилинги', href: '/ximicheskie-pilingi' },
  { label: 'Кремы', href: '/kremi' },
  { label: 'Для лица', href: '/uhod_za_litsom' },
  { label: 'Для тела', href: '/uhod_za_telom' },
  { label: 'Для волос', href: '/uhod_za_volosami' },
  { label: 'Акции', href: '/aktsii' },
  { label: 'Доставка и оплата', href: '/dokumenty' },
  { label: 'Контакты', href: '/contact' },
];

/** Also linked from the header. */
export const EXTRA_LINKS: readonly NavLink[] = [
  { label: 'Для косметологов', href: '/kosmetologam' },
  { label: 'Обучение', href: '/obuchenie' },
  { label: 'Новости', href: '/news' },
  { label: 'Блог', href: '/blog' },
  { label: 'О нас', href: '/about_us' },
];

export const POLICY_LINKS: readonly NavLink[] = [
  { label: 'Политика обработки персональных данных', href: '/politika-obrabotki-personalnyx-dannyx' },
  { label: 'Политика использования cookie', href: '/politika-ispolzovanija-cookie' },
  { label: 'Правила пользования торговой площадкой', href: '/pravilami-polzovanija-torgovoj-ploschadkoj' },
  { label: 'Доставка, оплата и возврат', href: '/dokumenty' },
];

/** The label a menu, header or footer link gives an address, if one does. */
export function linkLabelFor(pathname: string): string | undefined {
  return [...MAIN_MENU, ...EXTRA_LINKS, ...POLICY_LINKS].find((link) => link.href === pathname)?.label;
}

/** Where the storefront links a page of the shop from (header, menus, footer), for the back office to say. */
export type SitePlacement = 'menu' | 'header' | 'policy';

export function placementsOf(pathname: string): SitePlacement[] {
  const has = (links: readonly NavLink[]) => links.some((link) => link.href === pathname);
  return [
    ...(has(MAIN_MENU) ? (['menu'] as const) : []),
    ...(has(EXTRA_LINKS) ? (['header'] as const) : []),
    ...(has(POLICY_LINKS) ? (['policy'] as const) : []),
  ];
}
