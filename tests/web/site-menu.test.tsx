import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderShop, RETURNING } from './helpers/render-shop';
import { PHONE_WIDTH, useViewport, WIDE_DESKTOP_WIDTH } from './helpers/viewport';

const MENU = [
  ['Вся продукция', '/vsja-produktsija'],
  ['Пилинги', '/ximicheskie-pilingi'],
  ['Кремы', '/kremi'],
  ['Для лица', '/uhod_za_litsom'],
  ['Для тела', '/uhod_za_telom'],
  ['Для волос', '/uhod_za_volosami'],
  ['Акции', '/aktsii'],
  ['Доставка и оплата', '/dokumenty'],
  ['Контакты', '/contact'],
];

const EXTRA = ['/kosmetologam', '/obuchenie', '/news', '/blog', '/about_us'];

const burger = (name: 'Открыть меню' | 'Закрыть меню') => screen.getByRole('button', { name });

async function openMenu(user: Awaited<ReturnType<typeof renderShop>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Открыть меню' }));
  expect(burger('Закрыть меню')).toHaveAttribute('aria-expanded', 'true');
}

describe('the main menu', () => {
  it('has exactly the nine links of the fixed menu, in order', async () => {
    await renderShop({ storage: RETURNING });
    const menu = await screen.findByRole('navigation', { name: 'Главное меню' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(MENU);
  });

  it('links the other sections from the top bar on a wide screen', async () => {
    useViewport(WIDE_DESKTOP_WIDTH);
    await renderShop({ storage: RETURNING });
    const extra = await screen.findByRole('navigation', { name: 'Дополнительное меню' });
    expect(
      within(extra)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(EXTRA);
    expect(screen.queryByRole('button', { name: 'Открыть меню' })).toBeNull();
  });
});

describe('the burger menu on a phone', () => {
  beforeEach(() => useViewport(PHONE_WIDTH));

  it('replaces the menu until it is opened', async () => {
    await renderShop({ storage: RETURNING });
    await screen.findByRole('button', { name: 'Открыть меню' });
    expect(screen.queryByRole('navigation', { name: 'Главное меню' })).toBeNull();
  });

  it('shows all the links when open', async () => {
    const { user } = await renderShop({ storage: RETURNING });
    await openMenu(user);
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    expect(within(menu).getAllByRole('link')).toHaveLength(9);
    const extra = screen.getByRole('navigation', { name: 'Дополнительное меню' });
    expect(
      within(extra)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(EXTRA);
  });

  it('opens and closes with its button', async () => {
    const { user } = await renderShop({ storage: RETURNING });
    expect(await screen.findByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false');
    await openMenu(user);
    await user.click(burger('Закрыть меню'));
    expect(burger('Открыть меню')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    const { user, router } = await renderShop({ storage: RETURNING });
    await openMenu(user);
    const menu = screen.getByRole('navigation', { name: 'Главное меню' });
    await user.click(within(menu).getByRole('link', { name: 'Акции' }));
    expect(burger('Открыть меню')).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/aktsii');
  });

  it('closes on a click outside it', async () => {
    const { user } = await renderShop({ storage: RETURNING });
    await openMenu(user);
    await user.click(screen.getByRole('contentinfo'));
    expect(burger('Открыть меню')).toHaveAttribute('aria-expanded', 'false');
  });

  it('stays open on a click inside it', async () => {
    const { user } = await renderShop({ storage: RETURNING });
    await openMenu(user);
    await user.click(screen.getByRole('navigation', { name: 'Главное меню' }));
    expect(burger('Закрыть меню')).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on Escape and gives focus back to the burger', async () => {
    const { user } = await renderShop({ storage: RETURNING });
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(burger('Открыть меню')).toHaveAttribute('aria-expanded', 'false');
    expect(burger('Открыть меню')).toHaveFocus();
  });
});
