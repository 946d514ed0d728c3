import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShop, RETURNING } from './helpers/render-shop';
import { CREAMS, searchRoutes } from './search-fixtures';

describe('the header', () => {
  it('offers «Войти» to a guest', async () => {
    await renderShop();
    const account = await screen.findByRole('link', { name: 'Войти' });
    expect(account).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Профиль' })).toBeNull();
  });

  it('offers «Профиль» when a user record is stored', async () => {
    await renderShop({ storage: { ...RETURNING, userInfo: JSON.stringify({ customer_id: 5, firstname: 'Анна' }) } });
    const account = await screen.findByRole('link', { name: 'Профиль' });
    expect(account).toHaveAttribute('href', '/my-account');
    expect(screen.queryByRole('link', { name: 'Войти' })).toBeNull();
  });

  it('links the wishlist and the cart with counters', async () => {
    await renderShop();
    expect(await screen.findByRole('link', { name: 'Избранное' })).toHaveAttribute('href', '/wishlist');
    const cart = screen.getByRole('link', { name: 'Корзина' });
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).toHaveTextContent('0');
  });

  it('shows the phone, the working hours and the delivery note', async () => {
    await renderShop();
    const banner = await screen.findByRole('banner');
    const phone = within(banner).getByRole('link', { name: /\+7/ });
    expect(phone).toHaveAttribute('href', expect.stringMatching(/^tel:\+7\d{10}$/));
    expect(banner).toHaveTextContent('Пн-Пт 10:00-18:00');
    expect(banner).toHaveTextContent('Доставка по всей России');
  });

  it('has Russian names on the social links', async () => {
    await renderShop();
    const telegram = await screen.findByRole('link', { name: 'Мы в Telegram' });
    expect(telegram).toHaveAttribute('href', expect.stringContaining('t.me'));
    const others = [
      'Мы в Instagram',
      'Мы во ВКонтакте',
      'Наш канал на YouTube',
      'Наш канал на RuTube',
      'Напишите нам в WhatsApp',
    ];
    for (const name of others) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('lists two named managers in the WhatsApp and Viber pop-ups', async () => {
    const { user } = await renderShop();
    await user.click(await screen.findByRole('button', { name: 'Написать менеджеру в WhatsApp' }));
    const anna = await screen.findByRole('link', { name: 'Менеджер Анна' });
    expect(anna).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/));
    const maria = screen.getByRole('link', { name: 'Менеджер Мария' });
    expect(maria).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\d+$/));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Написать менеджеру в Viber' }));
    const viber = await screen.findAllByRole('link', { name: 'Менеджер Мария' });
    expect(viber.some((link) => /^viber:\/\/chat\?number=%2B\d+$/.test(link.getAttribute('href') ?? ''))).toBe(true);
  });

  it('opens a messenger pop-up from the keyboard and gives focus back to its button on Escape', async () => {
    const { user } = await renderShop();
    const whatsapp = await screen.findByRole('button', { name: 'Написать менеджеру в WhatsApp' });
    whatsapp.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Менеджер Анна' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Менеджер Анна' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Написать менеджеру в WhatsApp' })).toHaveFocus();
  });

  it('has a skip link to the main content', async () => {
    await renderShop();
    const skip = await screen.findByRole('link', { name: 'Перейти к содержимому' });
    const target = skip.getAttribute('href')?.slice(1) ?? '';
    expect(document.getElementById(target)).toBe(screen.getByRole('main'));
  });
});

describe('the search box', () => {
  it('stores a query with results and opens the search page on Enter (the dropdown: search-dropdown.test.tsx)', async () => {
    const { user, router } = await renderShop({ storage: RETURNING, backend: searchRoutes({ крем: CREAMS }) });
    const field = await screen.findByRole('combobox', { name: 'Поиск по сайту' });
    await user.type(field, 'к{Enter}');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('searchQuery')).toBeNull();

    await user.type(field, 'рем');
    await screen.findByRole('listbox', { name: 'Результаты поиска' });
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('searchQuery')).toBe('крем');
    expect(await screen.findByRole('heading', { level: 1, name: 'Поиск' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
  });
});
