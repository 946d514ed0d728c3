import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../../src/domain/account';
import { blogItem } from './helpers/content-backend';
import { creamsBackend, CREAMS_ID, details } from './catalogue-fixtures';
import { ok, type Route } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// 'Редактировать' (product §6 Admin): when the logged-in customer's record says is_admin, the product, category,
// information and blog pages link to the admin editor in a new tab, carrying the short-lived admin token; the
// editor's address comes from the server with the token. A customer who is not an admin sees no such link.

// Each test clicks through the whole shop (several pages, lazy modules): more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const CMS = '/cms/index.php?route=';
const TOKEN = 'eyJzdWIiOjcsImV4cCI6MX0.c2lnbmF0dXJl';
const customer = (isAdmin: boolean): UserInfo => ({
  customer_id: 7,
  firstname: 'Анна',
  lastname: 'Иванова',
  email: 'anna@example.ru',
  telephone: '79123456789',
  address: '',
  customerGroupId: 1,
  userAuth: true,
  avatar: { image: null, password: '' },
  customer_type: 1,
  professional_status: 'none',
  is_admin: isAdmin,
});

function session(isAdmin: boolean): { storage: Record<string, string>; backend: Record<string, Route> } {
  const user = customer(isAdmin);
  return {
    storage: { ...RETURNING, 'cookie-warning': 'true', userInfo: JSON.stringify(user) },
    backend: {
      [`GET ${CMS}api/sess`]: ok({ userAuth: true, user }),
      [`GET ${CMS}api/customer/isAdmin`]: ok(
        isAdmin
          ? { is_admin: true, token: TOKEN, editor_url: 'https://admin.example.ru' }
          : { is_admin: false, token: null },
      ),
    },
  };
}

const PAGES: { page: string; path: string; heading: string; backend: Record<string, Route>; href: string }[] = [
  {
    page: 'a product page',
    path: '/piling-mindalnyj-30',
    heading: 'Пилинг миндальный 30%',
    backend: {
      'POST /back/url/piling-mindalnyj-30': ok({ module: 'product', id: 1 }),
      'POST /back/product/one': ok(details(1, { name: 'Пилинг миндальный 30%', url: 'piling-mindalnyj-30' })),
      'POST /back/product/images': ok([]),
      'POST /back/product/recommended': ok([]),
      'POST /back/product/review': ok({ reviews: [], total: 0, page: 1, pages: 0 }),
    },
    href: `https://admin.example.ru/product/edit?product_id=1&token=${TOKEN}`,
  },
  {
    page: 'a category page',
    path: '/kremi',
    heading: 'Кремы',
    backend: creamsBackend().routes,
    href: `https://admin.example.ru/category/edit?category_id=${CREAMS_ID}&token=${TOKEN}`,
  },
  {
    page: 'an information page',
    path: '/dokumenty',
    heading: 'Доставка и оплата',
    backend: {
      'POST /back/url/dokumenty': ok({ module: 'information', id: 6 }),
      'POST /back/information/one': ok({
        information_id: 6,
        title: 'Доставка и оплата',
        description: '<p>СДЭК</p>',
        url: '/dokumenty',
        meta_title: '',
        meta_description: '',
      }),
    },
    href: `https://admin.example.ru/information/edit?information_id=6&token=${TOKEN}`,
  },
  {
    page: 'a blog article',
    path: '/blog/4',
    heading: 'Ретинол для начинающих',
    backend: {
      'POST /back/blog/one': ok({
        ...blogItem(4, 'Ретинол для начинающих'),
        short_description: '',
        description: '<p>Два вечера в неделю.</p>',
      }),
    },
    href: `https://admin.example.ru/blog/edit?blog_id=4&token=${TOKEN}`,
  },
];

describe("an admin's 'Редактировать'", () => {
  it.each(PAGES)(
    'on $page opens the editor in a new tab with the admin token',
    async ({ path, heading, backend, href }) => {
      const admin = session(true);
      const { calls } = await renderShop({ path, storage: admin.storage, backend: { ...backend, ...admin.backend } });
      await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
      const link = await screen.findByRole('link', { name: 'Редактировать' });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
      expect(calls).toContain(`GET ${CMS}api/customer/isAdmin`);
    },
  );

  it.each(PAGES)('is not there for a customer who is not an admin ($page)', async ({ path, heading, backend }) => {
    const customerSession = session(false);
    const { calls } = await renderShop({
      path,
      storage: customerSession.storage,
      backend: { ...backend, ...customerSession.backend },
    });
    await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
    await waitFor(() => expect(calls).toContain(`GET ${CMS}api/sess`));
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    // A customer's record says they are no admin: the token is not even asked for.
    expect(calls).not.toContain(`GET ${CMS}api/customer/isAdmin`);
  });

  it('is not there for a guest', async () => {
    const { calls } = await renderShop({ path: PAGES[0].path, storage: RETURNING, backend: PAGES[0].backend });
    await screen.findByRole('heading', { level: 1, name: PAGES[0].heading });
    expect(screen.queryByRole('link', { name: 'Редактировать' })).toBeNull();
    expect(calls).not.toContain(`GET ${CMS}api/customer/isAdmin`);
  });
});
