import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EDIT_LINK_BROKEN } from '../../src/domain/admin-edit';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// The storefront's 'Редактировать' landing in the back office (issue 15): the link's record and token go to the
// server, and the editor it names opens in place of the link (the token leaves the address).

const OTHER =
  'Эта ссылка «Редактировать» выдана другому сотруднику: войдите в панель управления под своей учётной записью';

describe("a 'Редактировать' link", () => {
  it('sends the record and token and opens the editor the server names, replacing the address', async () => {
    const sent: unknown[] = [];
    const open: Route = (config) => {
      sent.push(JSON.parse(String(config.data)));
      return ok({ path: '/pages/3' });
    };
    const { router } = await renderAdmin(
      '/information/edit?information_id=3&token=abc.def',
      { 'POST /admin/api/edit-link': open, 'GET /admin/api/content/pages/3': fail(404, 'Страница не найдена') },
      'editor',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/3'));
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sent).toEqual([{ kind: 'information', id: 3, token: 'abc.def' }]);
  });

  it("shows the server's refusal with a way back, and tries again on request", async () => {
    let answer = fail(403, OTHER);
    const { user, calls } = await renderAdmin(
      '/product/edit?product_id=42&token=abc.def',
      { 'POST /admin/api/edit-link': () => answer },
      'editor',
    );
    expect(await screen.findByRole('heading', { name: 'Редактор не открыт' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(OTHER);
    expect(screen.getByRole('link', { name: 'На главную панели' })).toBeInTheDocument();
    answer = fail(403, 'Нет доступа: этот раздел не открыт для вашей роли');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Нет доступа: этот раздел не открыт для вашей роли')).toBeInTheDocument();
    expect(calls.filter((c) => c.includes('edit-link'))).toHaveLength(2);
  });

  it('refuses a link cut short (no number or no token) without asking the server', async () => {
    const { calls } = await renderAdmin('/blog/edit?token=abc.def', {}, 'editor');
    expect(await screen.findByRole('alert')).toHaveTextContent(EDIT_LINK_BROKEN);
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(calls.some((c) => c.includes('edit-link'))).toBe(false);
  });
});
