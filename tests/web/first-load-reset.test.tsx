import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShop } from './helpers/render-shop';

const USER = JSON.stringify({ customer_id: 5, firstname: 'Анна' });

afterEach(() => {
  document.cookie = 'promo=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the first ever load', () => {
  it('wipes local storage and readable cookies once, then sets the marker', async () => {
    localStorage.setItem('userInfo', USER);
    localStorage.setItem('favorite', '{"items":[1]}');
    document.cookie = 'promo=spring; path=/';

    const first = await renderShop();
    expect(await screen.findByRole('link', { name: 'Войти' })).toBeInTheDocument();
    expect(localStorage.getItem('userInfo')).toBeNull();
    expect(localStorage.getItem('favorite')).toBeNull();
    expect(localStorage.getItem('hasReset')).toBe('true');
    expect(document.cookie).not.toContain('promo=');
    first.unmount();

    // The next visit keeps what the shopper stored since.
    localStorage.setItem('userInfo', USER);
    await renderShop();
    expect(await screen.findByRole('link', { name: 'Профиль' })).toBeInTheDocument();
    expect(localStorage.getItem('userInfo')).toBe(USER);
  });
});
