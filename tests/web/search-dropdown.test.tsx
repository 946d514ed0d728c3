import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Reply, type Route } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';
import { CREAMS, found, searchKey, searchRoutes } from './search-fixtures';

// The header search box as a shopper uses it (product §2 "Search box", §4, §5): type, see at most 5 results, open one,
// or press Enter / 'Показать все' to go to /search with the query stored.

async function shopAt(path: string, backend: Record<string, Route>) {
  return renderShop({ path, storage: RETURNING, backend: { 'POST /back/faq/list': ok([]), ...backend } });
}

const searchField = () => screen.getByRole('combobox', { name: 'Поиск по сайту' });
const dropdown = () => screen.queryByRole('listbox', { name: /Результаты поиска|Нет результатов поиска/ });

describe('the header search dropdown', () => {
  it('opens from 2 characters with at most 5 results and a link to all of them', async () => {
    const { user, calls } = await shopAt('/faq', searchRoutes({ крем: CREAMS }));
    await user.type(searchField(), 'к');
    // One character: no search, nothing shown.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(dropdown()).toBeNull();
    expect(calls.filter((c) => c.includes('isearch'))).toEqual([]);

    await user.type(searchField(), 'р');
    const list = await screen.findByRole('listbox', { name: 'Результаты поиска' });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('Крем с гиалуроновой кислотой');
    expect(options[0]).toHaveTextContent('Артикул: bt2001');
    expect(options[0]).toHaveTextContent('1 001 ₽');
    expect(searchField()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Показать все' })).toBeInTheDocument();
  });

  it("says 'Нет результатов поиска' when nothing matches, without 'Показать все'", async () => {
    const { user } = await shopAt('/faq', searchRoutes({ zzzz: [] }));
    await user.type(searchField(), 'zzzz');
    expect(await screen.findByText('Нет результатов поиска')).toBeInTheDocument();
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Показать все' })).toBeNull();
  });

  it('opens the product a shopper clicks', async () => {
    const { user, router } = await shopAt('/faq', searchRoutes({ крем: CREAMS }));
    await user.type(searchField(), 'крем');
    await user.click(await screen.findByRole('option', { name: /Крем для рук с мочевиной/ }));
    expect(router.state.location.pathname).toBe('/krem-3');
    expect(dropdown()).toBeNull();
  });

  it('moves through the results with the arrow keys and opens the highlighted one with Enter', async () => {
    const { user, router } = await shopAt('/faq', searchRoutes({ крем: CREAMS }));
    await user.type(searchField(), 'крем');
    await screen.findByRole('listbox', { name: 'Результаты поиска' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Крем-гель увлажняющий/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(searchField()).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.state.location.pathname).toBe('/krem-1');
  });

  it('Enter with results stores the query and goes to /search with it in the address', async () => {
    const { user, router } = await shopAt('/faq', searchRoutes({ крем: CREAMS }));
    await user.type(searchField(), 'крем');
    await screen.findByRole('listbox', { name: 'Результаты поиска' });
    await user.keyboard('{Enter}');
    expect(localStorage.getItem('searchQuery')).toBe('крем');
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('крем');
    // On /search the dropdown stays closed, and the page lists the results.
    expect(await screen.findByRole('heading', { name: 'Поиск', level: 1 }, { timeout: 3000 })).toBeInTheDocument();
    expect(dropdown()).toBeNull();
  });

  it("'Показать все' stores the query and goes to /search", async () => {
    const { user, router } = await shopAt('/faq', searchRoutes({ крем: CREAMS }));
    await user.type(searchField(), 'крем');
    await user.click(await screen.findByRole('button', { name: 'Показать все' }));
    expect(localStorage.getItem('searchQuery')).toBe('крем');
    expect(router.state.location.pathname).toBe('/search');
  });

  it('Enter without results stays put', async () => {
    const { user, router } = await shopAt('/faq', searchRoutes({ zzzz: [] }));
    await user.type(searchField(), 'zzzz');
    await screen.findByText('Нет результатов поиска');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/faq');
    expect(localStorage.getItem('searchQuery')).toBeNull();
  });

  it('closes when the field is left or on a click outside, and opens again on focus', async () => {
    const { user } = await shopAt('/faq', searchRoutes({ крем: CREAMS }));
    await user.type(searchField(), 'крем');
    await screen.findByRole('listbox', { name: 'Результаты поиска' });
    await user.tab();
    expect(dropdown()).toBeNull();
    await user.click(searchField());
    expect(await screen.findByRole('listbox', { name: 'Результаты поиска' })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(dropdown()).toBeNull();
    expect(searchField()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes and forgets the results when the text shrinks to 1 character', async () => {
    const { user } = await shopAt('/faq', searchRoutes({ крем: CREAMS }));
    await user.type(searchField(), 'крем');
    await screen.findByRole('listbox', { name: 'Результаты поиска' });
    await user.keyboard('{Backspace}{Backspace}{Backspace}');
    expect(dropdown()).toBeNull();
    expect(screen.queryByText('Крем с гиалуроновой кислотой')).toBeNull();
  });

  it('never shows a late reply to a text already typed past', async () => {
    let answerEarly: ((reply: Reply) => void) | null = null;
    const { user } = await shopAt('/faq', {
      [searchKey('кр')]: () => new Promise<Reply>((resolve) => (answerEarly = resolve)),
      [searchKey('крэм')]: ok([found(9, 'Крем для лица (по опечатке)')]),
    });
    await user.type(searchField(), 'кр');
    // The search of 'кр' is on its way when the shopper types on.
    await waitFor(() => expect(answerEarly).not.toBeNull());
    await user.type(searchField(), 'эм');
    expect(await screen.findByRole('option', { name: /Крем для лица \(по опечатке\)/ })).toBeInTheDocument();
    answerEarly!(ok(CREAMS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(screen.queryByText('Крем с гиалуроновой кислотой')).toBeNull();
  });

  it('stays closed on /search, where Enter searches the page again', async () => {
    const { user, router, calls } = await shopAt(
      '/search?q=%D0%BA%D1%80%D0%B5%D0%BC',
      searchRoutes({ крем: CREAMS, сыворотка: [] }),
    );
    await screen.findByRole('heading', { name: 'Поиск', level: 1 });
    const header = searchField();
    await user.type(header, 'сыворотка');
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(dropdown()).toBeNull();
    expect(calls.filter((c) => c.includes('k=%D1%81'))).toEqual([]);
    await user.keyboard('{Enter}');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('сыворотка');
    expect(localStorage.getItem('searchQuery')).toBe('сыворотка');
  });
});
