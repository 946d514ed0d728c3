import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from '../../src/web/ui/toaster';
import { QuestionForm } from '../../src/web/features/question-form/question-form';
import { question, suggestRoutes, SUGGESTIONS } from './helpers/content-backend';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderComponent } from './helpers/render-component';
import { renderShop, RETURNING } from './helpers/render-shop';

// The toaster is one store for the whole app: a toast of one test must not be seen by the next.
afterEach(() => toaster.remove());

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

/** Records the body of each /back/faq/add call and answers with question number 57. */
function addRoute(bodies: unknown[]): Route {
  return (config: InternalAxiosRequestConfig) => {
    bodies.push(JSON.parse(String(config.data)));
    return ok(57);
  };
}

describe('the question form on /faq', () => {
  it("shows every required field's message on an empty submit", async () => {
    const { user } = await renderShop({ path: '/faq', storage: RETURNING, backend: { 'POST /back/faq/list': ok([]) } });
    await user.click(await screen.findByRole('button', { name: 'Отправить вопрос' }));
    expect(screen.getByText('Введите ваше имя')).toBeInTheDocument();
    expect(screen.getByText('Введите email')).toBeInTheDocument();
    expect(screen.getByText('Выберите товар из списка')).toBeInTheDocument();
    expect(screen.getByText('Введите ваше сообщение')).toBeInTheDocument();
    // An edited field loses its message.
    await user.type(field(/Ваше имя/), 'Анна');
    expect(screen.queryByText('Введите ваше имя')).toBeNull();
  });

  it('asks for a product from the list when one was only typed, and checks the e-mail', async () => {
    const bodies: unknown[] = [];
    const { user } = await renderShop({
      path: '/faq',
      storage: RETURNING,
      backend: {
        'POST /back/faq/list': ok([]),
        'POST /back/faq/add': addRoute(bodies),
        ...suggestRoutes('крем', SUGGESTIONS),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Ваше имя/ }), 'Анна');
    await user.type(field(/E-mail/), 'anna@');
    await user.type(screen.getByRole('combobox', { name: /Товар/ }), 'крем');
    await user.type(field(/Ваш вопрос/), 'Можно ли летом?');
    await user.click(screen.getByRole('button', { name: 'Отправить вопрос' }));
    expect(screen.getByText('Некорректный email')).toBeInTheDocument();
    expect(screen.getByText('Выберите товар из списка')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends the question with the chosen product and shows its number', async () => {
    const bodies: unknown[] = [];
    const { user, calls } = await renderShop({
      path: '/faq',
      storage: RETURNING,
      backend: {
        'POST /back/faq/list': ok([]),
        'POST /back/faq/add': addRoute(bodies),
        ...suggestRoutes('крем', SUGGESTIONS),
      },
    });
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    expect(email).toHaveAttribute('type', 'email');
    await user.type(field(/Ваше имя/), 'Анна');
    await user.type(email, 'anna@example.ru');
    await user.type(screen.getByRole('combobox', { name: /Товар/ }), 'крем');
    const options = await screen.findByRole('listbox', { name: 'Найденные товары' });
    await user.click(within(options).getByRole('option', { name: /Крем с ретинолом 0,3%/ }));
    expect(screen.getByRole('combobox', { name: /Товар/ })).toHaveValue('Крем с ретинолом 0,3%');
    await user.type(field(/Ваш вопрос/), 'Можно ли летом?');
    await user.click(screen.getByRole('button', { name: 'Отправить вопрос' }));

    expect(await screen.findByText('Форма отправлена №57! Мы ответим вам в ближайшее время')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Анна', email: 'anna@example.ru', product_id: 5, text: 'Можно ли летом?' }]);
    // Ready for the next question: question and product cleared, name and e-mail kept; the list is asked again.
    expect(field(/Ваш вопрос/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /Товар/ })).toHaveValue('');
    expect(field(/Ваше имя/)).toHaveValue('Анна');
    await waitFor(() => expect(calls.filter((c) => c === 'POST /back/faq/list')).toHaveLength(2));
  });

  it('chooses a suggestion with the arrow keys and Enter', async () => {
    const { user } = await renderShop({
      path: '/faq',
      storage: RETURNING,
      backend: { 'POST /back/faq/list': ok([]), ...suggestRoutes('крем', SUGGESTIONS) },
    });
    await user.type(await screen.findByRole('combobox', { name: /Товар/ }), 'крем');
    await screen.findByRole('listbox', { name: 'Найденные товары' });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: /Товар/ })).toHaveValue('Крем с гиалуроновой кислотой');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("shows the server's message when the question is refused", async () => {
    const { user } = await renderShop({
      path: '/faq',
      storage: RETURNING,
      backend: {
        'POST /back/faq/list': ok([]),
        'POST /back/faq/add': fail(404, 'Товар не найден'),
        ...suggestRoutes('крем', SUGGESTIONS),
      },
    });
    await user.type(await screen.findByRole('textbox', { name: /Ваше имя/ }), 'Анна');
    await user.type(field(/E-mail/), 'anna@example.ru');
    await user.type(screen.getByRole('combobox', { name: /Товар/ }), 'крем');
    await user.click(await screen.findByRole('option', { name: /Крем с ретинолом/ }));
    await user.type(field(/Ваш вопрос/), 'Вопрос');
    await user.click(screen.getByRole('button', { name: 'Отправить вопрос' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Товар не найден');
  });

  it("fills in and locks a logged-in shopper's name and e-mail", async () => {
    await renderShop({
      path: '/faq',
      storage: {
        ...RETURNING,
        userInfo: JSON.stringify({ customer_id: 3, firstname: 'Ольга', email: 'olga@example.ru' }),
      },
      backend: { 'POST /back/faq/list': ok([]) },
    });
    expect(await screen.findByRole('textbox', { name: /Ваше имя/ })).toHaveValue('Ольга');
    expect(field(/Ваше имя/)).toHaveAttribute('readonly');
    expect(field(/E-mail/)).toHaveValue('olga@example.ru');
    expect(field(/E-mail/)).toHaveAttribute('readonly');
  });
});

describe('the question form on a product page (a fixed product)', () => {
  it('shows the product, not editable, and sends it', async () => {
    const bodies: unknown[] = [];
    const sent: number[] = [];
    const { user } = await renderComponent(
      <QuestionForm
        product={{ productId: 7, name: 'Пилинг миндальный 30%' }}
        onSent={(n) => sent.push(n)}
        heading="Задайте вопрос о товаре"
      />,
      { 'POST /back/faq/add': addRoute(bodies) },
    );
    expect(screen.getByRole('heading', { name: 'Задайте вопрос о товаре' })).toBeInTheDocument();
    const product = screen.getByRole('textbox', { name: /Товар/ });
    expect(product).toHaveValue('Пилинг миндальный 30%');
    expect(product).toHaveAttribute('readonly');
    await user.type(field(/Ваше имя/), 'Анна');
    await user.type(field(/E-mail/), 'anna@example.ru');
    await user.type(field(/Ваш вопрос/), 'Подходит для лета?');
    await user.click(screen.getByRole('button', { name: 'Отправить вопрос' }));
    expect(await screen.findByText('Форма отправлена №57! Мы ответим вам в ближайшее время')).toBeInTheDocument();
    expect(bodies).toEqual([{ name: 'Анна', email: 'anna@example.ru', product_id: 7, text: 'Подходит для лета?' }]);
    expect(sent).toEqual([57]);
    expect(screen.getByRole('textbox', { name: /Товар/ })).toHaveValue('Пилинг миндальный 30%');
  });
});

describe('the questions on /faq', () => {
  const QUESTIONS = Array.from({ length: 12 }, (_, i) =>
    question(
      i + 1,
      i === 0
        ? {
            answer: 'Да, можно.',
            date_modified: '2025-05-03 12:00:00',
            product_title: 'Крем 5',
            product_href: '/krem-5',
          }
        : {},
    ),
  );

  it('shows 5, then 5 more per «Показать ещё»; an answered one shows its answer and product', async () => {
    const { user } = await renderShop({
      path: '/faq',
      storage: RETURNING,
      backend: { 'POST /back/faq/list': ok(QUESTIONS) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Вопрос-ответ' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Вопросы покупателей' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    const answered = within(list).getByRole('article', { name: 'Вопрос от Покупатель 1' });
    expect(within(answered).getByText('Да, можно.')).toBeInTheDocument();
    expect(within(answered).getByText('Ответ, 03.05.2025')).toBeInTheDocument();
    expect(within(answered).getByRole('link', { name: 'Крем 5' })).toHaveAttribute('href', '/krem-5');

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(within(list).getAllByRole('article')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(within(list).getAllByRole('article')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('shows questions as text, never as HTML', async () => {
    await renderShop({
      path: '/faq',
      storage: RETURNING,
      backend: { 'POST /back/faq/list': ok([question(1, { text: '<img src=x onerror="window.hacked=1">Вопрос' })]) },
    });
    expect(await screen.findByText('<img src=x onerror="window.hacked=1">Вопрос')).toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('img[onerror]')).toBeNull();
  });

  it('toasts «Не удалось получить вопросы» when the list fails', async () => {
    await renderShop({ path: '/faq', storage: RETURNING, backend: { 'POST /back/faq/list': fail(500, 'Ошибка') } });
    expect(await screen.findByText('Не удалось получить вопросы')).toBeInTheDocument();
  });
});
