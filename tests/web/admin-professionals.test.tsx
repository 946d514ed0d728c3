import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProfessionalApplication, ProfessionalQueue } from '../../src/contract/admin-customers';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Заявки специалистов' (issue 15): the queue with each customer's document in place, 'Одобрить' after a
// confirmation, 'Отклонить' only with a reason, each against the version on screen; a stale copy reloads the queue.

const application = (id: number, over: Partial<ProfessionalApplication> = {}): ProfessionalApplication => ({
  customer_id: id,
  firstname: 'Вера',
  lastname: `Петрова${id}`,
  email: `vera${id}@example.ru`,
  telephone: '79123456789',
  customer_group_id: 1,
  professional_status: 'pending',
  date_added: '2026-11-20T10:00:00+03:00',
  version: 4,
  document: {
    filename: 'диплом.png',
    mime: 'image/png',
    size: 20480,
    url: `/admin/api/professionals/${id}/document`,
  },
  decided: null,
  ...over,
});

const PDF_ONE = application(8, {
  document: { filename: 'карта.pdf', mime: 'application/pdf', size: 4096, url: '/admin/api/professionals/8/document' },
});
const queue = (applications: ProfessionalApplication[]): ProfessionalQueue => ({
  applications,
  total: applications.length,
  page: 1,
  limit: 20,
});

/** The queue's calls: each GET's status, and what each decision sent. */
function backend(replies: Record<string, Route> = {}) {
  const asked: unknown[] = [];
  const sent: { url: string; body: unknown }[] = [];
  const record =
    (reply: Route): Route =>
    (config) => {
      sent.push({ url: config.url ?? '', body: JSON.parse(String(config.data)) });
      return typeof reply === 'function' ? reply(config) : reply;
    };
  return {
    asked,
    sent,
    routes: {
      'GET /admin/api/professionals': (config) => {
        asked.push(config.params);
        return ok(queue([application(7), PDF_ONE]));
      },
      ...Object.fromEntries(Object.entries(replies).map(([key, reply]) => [key, record(reply)])),
    } satisfies Record<string, Route>,
  };
}

describe("'Заявки специалистов'", () => {
  it('lists the waiting applications with an image document inline and a PDF behind a link; the address keeps the filter', async () => {
    const server = backend();
    const { user, router } = await renderAdmin('/professionals', server.routes);
    expect(await screen.findByRole('heading', { name: 'Заявки специалистов' })).toBeInTheDocument();
    const list = await screen.findAllByRole('img', { name: 'Документ: Вера Петрова7' });
    expect(list[0]).toHaveAttribute('src', '/admin/api/professionals/7/document');
    expect(screen.getAllByRole('link', { name: /Открыть документ Вера Петрова8/ })[0]).toHaveAttribute(
      'href',
      '/admin/api/professionals/8/document',
    );
    expect(screen.queryByRole('img', { name: 'Документ: Вера Петрова8' })).toBeNull();
    expect(screen.getByText('Найдено: 2 заявки')).toBeInTheDocument();
    expect(server.asked.at(-1)).toMatchObject({ status: 'pending', page: 1 });

    await user.selectOptions(screen.getByLabelText('Заявки'), 'Отклонённые');
    await waitFor(() => expect(router.state.location.search).toBe('?status=rejected'));
    await waitFor(() => expect(server.asked.at(-1)).toMatchObject({ status: 'rejected', page: 1 }));
  });

  it("'Отклонить' asks for the reason and sends it with the version on screen", async () => {
    const server = backend({ 'POST /admin/api/professionals/7/reject': ok({}) });
    const { user } = await renderAdmin('/professionals', server.routes);
    const [reject] = await screen.findAllByRole('button', { name: 'Отклонить заявку: Вера Петрова7' });
    await user.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить заявку' });
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить заявку' }));
    expect(within(dialog).getByText('Укажите причину отказа: она уйдёт покупателю письмом')).toBeInTheDocument();
    expect(server.sent).toEqual([]);

    await user.type(within(dialog).getByLabelText(/Причина отказа/), '  Документ нечитаем  ');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить заявку' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(server.sent).toEqual([
      { url: '/admin/api/professionals/7/reject', body: { version: 4, reason: 'Документ нечитаем' } },
    ]);
    expect(screen.getByText('Заявка отклонена: Вера Петрова7 получит письмо с причиной')).toBeInTheDocument();
    // The queue asks the server again.
    await waitFor(() => expect(server.asked).toHaveLength(2));
  });

  it("'Одобрить' asks first; a stale copy says so and loads the queue afresh", async () => {
    const server = backend({
      'POST /admin/api/professionals/8/approve': fail(409, 'Запись изменена другим сотрудником'),
    });
    const { user } = await renderAdmin('/professionals', server.routes);
    const [approve] = await screen.findAllByRole('button', { name: 'Одобрить заявку: Вера Петрова8' });
    await user.click(approve);
    const confirm = await screen.findByRole('alertdialog', { name: 'Одобрить заявку?' });
    expect(confirm).toHaveTextContent('Вера Петрова8 получит цены для специалистов');
    await user.click(within(confirm).getByRole('button', { name: 'Да, одобрить' }));
    expect(await screen.findByText('Запись изменена другим сотрудником')).toBeInTheDocument();
    expect(screen.getByText(/Заявки загружены заново/)).toBeInTheDocument();
    expect(server.sent).toEqual([{ url: '/admin/api/professionals/8/approve', body: { version: 4 } }]);
    await waitFor(() => expect(server.asked).toHaveLength(2));
  });

  it("'Нет, вернуться' sends nothing", async () => {
    const server = backend({ 'POST /admin/api/professionals/7/approve': ok({}) });
    const { user } = await renderAdmin('/professionals', server.routes);
    const [approve] = await screen.findAllByRole('button', { name: 'Одобрить заявку: Вера Петрова7' });
    await user.click(approve);
    const confirm = await screen.findByRole('alertdialog', { name: 'Одобрить заявку?' });
    await user.click(within(confirm).getByRole('button', { name: 'Нет, вернуться' }));
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(server.sent).toEqual([]);
  });
});
