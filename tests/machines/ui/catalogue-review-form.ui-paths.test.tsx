import { act, screen, waitFor, within } from '@testing-library/react';
import type { EventObject } from 'xstate';
import { reviewFormMachine } from '../../../machines/catalogue/review-form.machine';
import { STORAGE_KEY } from '../../../src/domain/constants';
import { toaster } from '../../../src/web/ui/toaster';
import { details } from '../../web/catalogue-fixtures';
import { networkError, ok, type Reply } from '../../web/helpers/fake-backend';
import { renderShop, RETURNING } from '../../web/helpers/render-shop';
import { describeUiPaths } from '../harness/ui-paths';

// The review form's paths on a product page: the shopper types a name and a text (or clears them) and presses
// 'Отправить'; the server answers with the review's number, or fails, when the path says so.

type Run = Awaited<ReturnType<typeof renderShop>> & { replies: ((reply: Reply) => void)[] };

const form = () => screen.getByRole('form', { name: 'Оставить отзыв' });
const nameField = () => within(form()).getByLabelText<HTMLInputElement>('Ваше имя');
const textField = () => within(form()).getByLabelText<HTMLTextAreaElement>('Ваш отзыв');

const events: Record<string, EventObject[]> = {
  'review.name.change': [
    { type: 'review.name.change', value: 'Анна' } as EventObject,
    { type: 'review.name.change', value: '  ' } as EventObject,
  ],
  'review.text.change': [
    { type: 'review.text.change', value: ' Отличный крем ' } as EventObject,
    { type: 'review.text.change', value: '' } as EventObject,
  ],
};

/** Makes the field hold `value` by typing, the way a shopper does (an empty field is typed into, then cleared). */
async function typeInto(run: Run, field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (field.value === '' && value === '') await run.user.type(field, 'x');
  await run.user.clear(field);
  if (value !== '') await run.user.type(field, value);
}

await describeUiPaths<Run>(reviewFormMachine, {
  model: {
    inputs: { guest: { productId: 1, name: '' }, 'logged in': { productId: 1, name: 'Мария' } },
    events,
    actors: { sendReview: { done: [42], error: [networkError()] } },
  },
  start: async (input) => {
    act(() => void toaster.remove());
    const { name } = input as { name: string };
    const replies: ((reply: Reply) => void)[] = [];
    const user = name
      ? { customer_id: 7, firstname: name, lastname: 'Иванова', email: 'm@example.ru', customerGroupId: 1 }
      : null;
    const shop = await renderShop({
      path: '/piling',
      storage: user ? { ...RETURNING, [STORAGE_KEY.USER_INFO]: JSON.stringify(user) } : RETURNING,
      backend: {
        'POST /back/url/piling': ok({ module: 'product', id: 1 }),
        'POST /back/product/one': ok(details(1, { name: 'Пилинг миндальный 30%' })),
        'POST /back/product/images': ok([]),
        'POST /back/product/recommended': ok([]),
        'POST /back/product/review': ok({ reviews: [], total: 0, page: 1, pages: 0 }),
        'POST /back/review/add': () => new Promise<Reply>((resolve) => replies.push(resolve)),
      },
    });
    await shop.user.click(await screen.findByRole('tab', { name: /Отзывы/ }));
    await screen.findByRole('form', { name: 'Оставить отзыв' });
    return { ...shop, replies };
  },
  perform: async (run, { event, kind, error }) => {
    if (kind === 'done' || kind === 'error') {
      const send = run.replies.shift();
      if (!send) throw new Error('the shop has not sent the review');
      await act(async () => {
        send(kind === 'done' ? ok(42) : (error as Error));
        await new Promise((r) => setTimeout(r, 0));
      });
      return;
    }
    const { value } = event as EventObject & { value?: string };
    if (event.type === 'review.name.change') return typeInto(run, nameField(), value!);
    if (event.type === 'review.text.change') return typeInto(run, textField(), value!);
    if (event.type === 'review.submit')
      return run.user.click(within(form()).getByRole('button', { name: 'Отправить' }));
    throw new Error(`no user action for ${event.type}`);
  },
  see: {
    editing: async (run, { labels }) => {
      expect(within(form()).queryByText(/Отзыв №\d+ отправлен!/)).toBeNull();
      // An error is shown exactly under an empty field, after a submit that found it empty.
      const nameError = within(form()).queryByText('Введите ваше имя');
      const textError = within(form()).queryByText('Введите ваше сообщение');
      if (nameError) expect(nameField().value.trim()).toBe('');
      if (textError) expect(textField().value.trim()).toBe('');
      if (labels.at(-1) === 'review.submit') expect(Boolean(nameError) || Boolean(textError)).toBe(true);
      if (labels.at(-1)?.startsWith('error: sendReview')) {
        expect(await screen.findByText('Не удалось оставить отзыв. Попробуйте позже')).toBeInTheDocument();
        expect(textField().value.trim()).not.toBe('');
      }
      expect(run.calls.filter((call) => call === 'POST /back/review/add')).toHaveLength(
        labels.filter((label) => label.startsWith('done: sendReview') || label.startsWith('error: sendReview')).length,
      );
    },
    submitting: async (run) => {
      // The review is on its way: one request waits for the server.
      await waitFor(() => expect(run.replies).toHaveLength(1));
      expect(within(form()).getByRole('button', { name: 'Отправить' })).toBeDisabled();
      expect(within(form()).queryByText('Введите ваше имя')).toBeNull();
      expect(within(form()).queryByText('Введите ваше сообщение')).toBeNull();
    },
    sent: async () => {
      expect(await within(form()).findByText('Отзыв №42 отправлен!')).toBeInTheDocument();
      expect(textField()).toHaveValue('');
      expect(nameField().value.trim()).not.toBe('');
    },
  },
});
