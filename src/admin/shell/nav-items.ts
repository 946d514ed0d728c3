import { canOpen, type StaffArea, type StaffRole } from '../../domain/staff';

export interface NavItem {
  /** null: every role (the dashboard, whose blocks follow the role). */
  area: StaffArea | null;
  to: string;
  label: string;
}

/**
 * The back office's sections that exist today, in the menu's order. The catalogue and content come with their pages
 * (issue 15, part 2); a role sees only what it opens.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { area: null, to: '/', label: 'Сводка' },
  { area: 'orders', to: '/orders', label: 'Заказы' },
  { area: 'customers', to: '/customers', label: 'Покупатели' },
  { area: 'customers', to: '/professionals', label: 'Заявки специалистов' },
  { area: 'moderation', to: '/reviews', label: 'Отзывы' },
  { area: 'moderation', to: '/questions', label: 'Вопросы' },
  { area: 'customers', to: '/webinars', label: 'Вебинары' },
  { area: 'content', to: '/seminars', label: 'Семинары' },
  { area: 'catalogue', to: '/products', label: 'Товары' },
  { area: 'catalogue', to: '/categories', label: 'Категории' },
  { area: 'content', to: '/news', label: 'Новости' },
  { area: 'content', to: '/blog', label: 'Статьи блога' },
  { area: 'content', to: '/pages', label: 'Страницы' },
  { area: 'content', to: '/about', label: 'О магазине' },
  { area: 'content', to: '/banners', label: 'Баннеры' },
  { area: 'content', to: '/faq', label: 'Вопрос-ответ' },
  { area: 'promotions', to: '/promotions', label: 'Акции и подарки' },
  { area: 'promotions', to: '/certificates', label: 'Сертификаты' },
  { area: 'promotions', to: '/delivery', label: 'Доставка' },
  { area: 'staff', to: '/staff', label: 'Сотрудники' },
  { area: 'audit', to: '/audit', label: 'Журнал изменений' },
  { area: 'settings', to: '/settings', label: 'Настройки' },
];

export function navItemsFor(role: StaffRole): NavItem[] {
  return NAV_ITEMS.filter((item) => item.area === null || canOpen(role, item.area));
}
