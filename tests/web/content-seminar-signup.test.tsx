import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { homeBackend, seminar } from './helpers/content-backend';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderShop, RETURNING } from './helpers/render-shop';

// The toaster is one store for the whole app: a toast of one test must not be seen by the next.
afterEach(() => toaster.remove());

const SEMINARS = [seminar(1, 1, 'Кислотные пилинги'), seminar(6, 2, 'Практический семинар «Пилинги в кабинете»')];

function signupRoute(bodies: unknown[], reply = ok(31)): Route {
  return (config: InternalAxiosRequestConfig) => {
    bodies.push(JSON.parse(String(config.data)));
    return reply;
  };
}

async function openSignup(backend: Record<string, Route>) {
  const shop = await renderShop({
    storage: RETURNING,
    backend: { ...homeBackend(), 'POST /back/seminar/getSeminar': ok(SEMINARS), ...backend },
  });
  const card = await screen.findByRole('article', { name: 'Кислотные пилинги' });
  await shop.user.click(within(card).getByRole('button', { name: /Записаться/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Запись на вебинар' });
  return { ...shop, dialog };
}

describe('the webinar cards', () => {
  it('label every seminar «бесплатный» with its type', async () => {
    await renderShop({
      storage: RETURNING,
      backend: { ...homeBackend(), 'POST /back/seminar/getSeminar': ok(SEMINARS) },
    });
    const webinar = await screen.findByRole('article', { name: 'Кислотные пилинги' });
    expect(within(webinar).getByText('бесплатный')).toBeInTheDocument();
    expect(within(webinar).getByText('Вебинар')).toBeInTheDocument();
    const practical = screen.getByRole('article', { name: 'Практический семинар «Пилинги в кабинете»' });
    expect(within(practical).getByText('бесплатный')).toBeInTheDocument();
    expect(within(practical).getByText('Семинар')).toBeInTheDocument();
  });

  it('say «Мест нет: запись закрыта» instead of the signup when the places are taken, and open nothing', async () => {
    const { user } = await renderShop({
      storage: RETURNING,
      backend: {
        ...homeBackend(),
        'POST /back/seminar/getSeminar': ok([seminar(1, 1, 'Кислотные пилинги', true), SEMINARS[1]]),
      },
    });
    const full = await screen.findByRole('article', { name: 'Кислотные пилинги' });
    expect(within(full).getByText('бесплатный')).toBeInTheDocument();
    expect(within(full).getByText('Мест нет: запись закрыта')).toBeInTheDocument();
    expect(within(full).queryByRole('button', { name: /Записаться/ })).toBeNull();
    await user.click(full);
    expect(screen.queryByRole('dialog')).toBeNull();
    const open = screen.getByRole('article', { name: 'Практический семинар «Пилинги в кабинете»' });
    expect(within(open).getByRole('button', { name: /Записаться/ })).toBeInTheDocument();
  });
});

describe('the webinar signup dialog', () => {
  it('signs up with full name, masked phone and city, closes and says «Вы успешно записались»', async () => {
    const bodies: unknown[] = [];
    const { user, dialog } = await openSignup({ 'POST /back/seminar/addUserSeminar': signupRoute(bodies) });
    expect(within(dialog).getByText('Кислотные пилинги')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'ФИО' }), 'Петрова Мария');
    const phone = within(dialog).getByRole('textbox', { name: 'Телефон' });
    await user.type(phone, '9161234567');
    expect(phone).toHaveValue('+7(916)123-45-67');
    await user.type(within(dialog).getByRole('textbox', { name: 'Город' }), 'Казань');
    await user.click(within(dialog).getByRole('button', { name: 'Записаться' }));

    expect(await screen.findByText('Вы успешно записались')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { seminar_id: 1, seminar_name: 'Петрова Мария', seminar_tele: '79161234567', seminar_city: 'Казань' },
    ]);
  });

  it("shows the server's message and stays open when the signup is refused", async () => {
    const bodies: unknown[] = [];
    const { user, dialog } = await openSignup({
      'POST /back/seminar/addUserSeminar': signupRoute(bodies, fail(400, 'Укажите ваш город')),
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'ФИО' }), 'Петрова Мария');
    await user.click(within(dialog).getByRole('button', { name: 'Записаться' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Укажите ваш город');
    expect(screen.getByRole('dialog', { name: 'Запись на вебинар' })).toBeInTheDocument();
    expect(screen.queryByText('Вы успешно записались')).toBeNull();
    // No client checks (product §5): the server decides.
    expect(bodies).toHaveLength(1);
  });

  it('keeps the focus inside while open and closes with «Закрыть»', async () => {
    const { user, dialog } = await openSignup({});
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 8; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
