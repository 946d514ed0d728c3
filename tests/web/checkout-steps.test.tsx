import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { runSessionHook } from '../../src/web/session/session-hooks';
import { CALL, checkoutServer } from './checkout-fixtures';
import { renderCheckout } from './checkout-render';
import { fail, ok } from './helpers/fake-backend';

// The five steps as a shopper drives them (product §2 "Checkout steps", §4, §5, §8), over a stand-in checkout server.

const step = (n: number, title: string) => screen.getByRole('region', { name: `Шаг ${n}. ${title}` });
const LONG = { timeout: 20_000 };

afterEach(() => vi.restoreAllMocks());

async function chooseMoscowCourierCod(user: Awaited<ReturnType<typeof renderCheckout>>['user']) {
  await user.click(await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' }));
  await user.click(await screen.findByRole('radio', { name: /Курьер/ }));
  await user.click(await screen.findByRole('radio', { name: 'Оплата при получении' }));
  await screen.findByRole('textbox', { name: 'Имя' });
}

test('later steps stay locked until the earlier ones are complete', LONG, async () => {
  const server = checkoutServer();
  await renderCheckout(server.routes);
  await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' });
  for (const [n, title] of [
    [2, 'Способ доставки'],
    [3, 'Способ оплаты'],
    [4, 'Адрес доставки и контакты'],
    [5, 'Комментарий и согласие'],
  ] as const) {
    expect(within(step(n, title)).getByText('Станет доступно после предыдущих шагов')).toBeInTheDocument();
    expect(within(step(n, title)).queryByRole('radio')).toBeNull();
  }
});

test(
  'Moscow offers pickup point, courier and self-pickup with their prices; St Petersburg no self-pickup',
  LONG,
  async () => {
    const server = checkoutServer();
    const { user } = await renderCheckout(server.routes);
    await user.click(await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' }));
    const methods = await screen.findAllByRole('radio', { name: /Пункт выдачи СДЭК|Курьер|Самовывоз/ });
    expect(methods).toHaveLength(3);
    expect(within(step(2, 'Способ доставки')).getByText('350 ₽')).toBeInTheDocument();
    expect(within(step(2, 'Способ доставки')).getByText('Бесплатно')).toBeInTheDocument();

    // 'Изменить' reopens step 1; another zone clears the method (product §4).
    await user.click(screen.getByRole('button', { name: 'Изменить: Зона доставки' }));
    await user.click(await screen.findByRole('radio', { name: 'Санкт-Петербург (в пределах КАД)' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Курьер/ })).toBeInTheDocument());
    expect(screen.queryByRole('radio', { name: /Самовывоз/ })).toBeNull();
    expect(within(step(1, 'Зона доставки')).getByText('Санкт-Петербург (в пределах КАД)')).toBeInTheDocument();
  },
);

test('another city: region first, then only the pickup point, chosen from the list', LONG, async () => {
  const server = checkoutServer();
  const { user } = await renderCheckout(server.routes);
  await user.click(await screen.findByRole('radio', { name: 'Другой город' }));
  const region = await screen.findByRole('combobox', { name: 'Регион' });
  expect(within(step(2, 'Способ доставки')).getByText('Станет доступно после предыдущих шагов')).toBeInTheDocument();
  await user.selectOptions(region, 'Свердловская область');
  await user.click(await screen.findByRole('radio', { name: /Пункт выдачи СДЭК/ }));
  expect(screen.queryByRole('radio', { name: /Курьер/ })).toBeNull();

  const picker = await screen.findByRole('region', { name: 'Выберите точку выдачи' });
  expect(within(picker).getByRole('heading', { name: 'Выберите точку выдачи' })).toHaveFocus();
  // Only the chosen region's points: none in Moscow, none in another region.
  await within(picker).findByText('Екатеринбург, ул. Малышева, 5');
  expect(within(picker).queryByText(/Москва/)).toBeNull();
  expect(within(picker).queryByText(/Воронеж/)).toBeNull();
  await user.click(within(picker).getByRole('button', { name: 'Выбрать: Екатеринбург, ул. Малышева, 5' }));

  await screen.findByRole('radio', { name: 'Банковской картой онлайн' });
  expect(server.state.shipping_method.pickup_point?.id).toBe('EKB201');
  expect(within(step(2, 'Способ доставки')).getByText(/450 ₽ · Екатеринбург, ул. Малышева, 5/)).toBeInTheDocument();
});

test("closing the list without a point says 'Вы не выбрали пункт выдачи'", LONG, async () => {
  const server = checkoutServer();
  const { user } = await renderCheckout(server.routes);
  await user.click(await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' }));
  await user.click(await screen.findByRole('radio', { name: /Пункт выдачи СДЭК/ }));
  await screen.findByText('ул. Тверская, 12, стр. 1', { exact: false });
  await user.keyboard('{Escape}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Вы не выбрали пункт выдачи');
  expect(server.state.shipping_method.code).toBeNull();
});

test(
  'step 4: a malformed e-mail is flagged on blur and alerted on next, focus on the first field to correct; a courier needs the address',
  LONG,
  async () => {
    const server = checkoutServer();
    const { user } = await renderCheckout(server.routes);
    await chooseMoscowCourierCod(user);
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@');
    await user.tab();
    expect(await screen.findByText('Некорректный эмайл адрес')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Иванова');
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Некорректно введен E-mail!');
    // Focus goes to the first field to correct, marked invalid.
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'example.ru');
    expect(screen.queryByText('Некорректный эмайл адрес')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Фамилия' }));
    await user.click(screen.getByRole('button', { name: 'Далее' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Не указана фамилия');
    expect(alert).toHaveTextContent('Не указано адрес');
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Адрес доставки' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Имя' })).not.toHaveAttribute('aria-invalid');
    // The partial contact is saved as the fields are left; the shopper stays on step 4.
    await waitFor(() => expect(server.state.shipping_address.email).toBe('anna@example.ru'));
    expect(server.state.checkout_current_step).toBe(4);
  },
);

test('a certificate cart skips steps 1–2 and pays by card only', LONG, async () => {
  const server = checkoutServer({ certificate: true });
  await renderCheckout(server.routes);
  expect(await screen.findByRole('radio', { name: 'Банковской картой онлайн' })).toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Оплата при получении' })).toBeNull();
  expect(screen.getByText('Сертификат оплачивается только банковской картой.')).toBeInTheDocument();
  expect(within(step(1, 'Зона доставки')).getByText(/Не требуется/)).toBeInTheDocument();
  expect(within(step(2, 'Способ доставки')).getByText(/Не требуется/)).toBeInTheDocument();
});

test(
  'no bank: the card is shown disabled with ‘Оплата картой временно недоступна’; cash on delivery still works',
  LONG,
  async () => {
    const server = checkoutServer({ cardUnavailable: true });
    const { user, calls } = await renderCheckout(server.routes);
    await user.click(await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' }));
    await user.click(await screen.findByRole('radio', { name: /Курьер/ }));
    const card = await screen.findByRole('radio', { name: 'Банковской картой онлайн' });
    expect(card).toBeDisabled();
    expect(card).toHaveAccessibleDescription('Оплата картой временно недоступна');
    expect(within(step(3, 'Способ оплаты')).getByText('Оплата картой временно недоступна')).toBeVisible();
    await user.click(card);
    expect(card).not.toBeChecked();
    expect(calls).not.toContain(CALL.payment);

    await user.click(screen.getByRole('radio', { name: 'Оплата при получении' }));
    expect(await screen.findByRole('textbox', { name: 'Имя' })).toBeInTheDocument();
    expect(server.state.payment_method.code).toBe('cod');
  },
);

test('no bank and a certificate cart: the text, the card disabled, and no way past step 3', LONG, async () => {
  const server = checkoutServer({ certificate: true, cardUnavailable: true });
  const { user, calls } = await renderCheckout(server.routes);
  const card = await screen.findByRole('radio', { name: 'Банковской картой онлайн' });
  expect(card).toBeDisabled();
  expect(card).toHaveAccessibleDescription('Оплата картой временно недоступна');
  await user.click(card);
  await user.keyboard(' ');
  expect(card).not.toBeChecked();
  expect(calls).not.toContain(CALL.payment);
  for (const [n, title] of [
    [4, 'Адрес доставки и контакты'],
    [5, 'Комментарий и согласие'],
  ] as const) {
    expect(within(step(n, title)).getByText('Станет доступно после предыдущих шагов')).toBeInTheDocument();
  }
  expect(screen.queryByRole('button', { name: 'Перейти к оплате' })).toBeNull();
});

test("no payment methods: 'Ошибка загрузки способов оплаты'", LONG, async () => {
  const server = checkoutServer({ noPaymentMethods: true, certificate: true });
  await renderCheckout(server.routes);
  expect(await screen.findByText('Ошибка загрузки способов оплаты')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
});

test('back from a failed bank payment (/cart?payment=failed): step 3 with a notice', LONG, async () => {
  const server = checkoutServer({ certificate: true });
  await renderCheckout(server.routes, '/cart?payment=failed');
  expect(await screen.findByText('Оплата не прошла. Выберите способ оплаты и попробуйте ещё раз.')).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Банковской картой онлайн' })).not.toBeChecked();
});

test('the first load fails: the message and a retry', LONG, async () => {
  const server = checkoutServer();
  let attempts = 0;
  const { user } = await renderCheckout({
    ...server.routes,
    [CALL.init]: () => (++attempts === 1 ? fail(500, 'Ошибка на стороне сервера.') : ok(server.state)),
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Не удалось загрузить оформление заказа: Ошибка на стороне сервера.',
  );
  await user.click(screen.getByRole('button', { name: 'Повторить' }));
  expect(await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' })).toBeInTheDocument();
});

test('card payment: the order, then a hidden POST form of the bank fields', LONG, async () => {
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  const server = checkoutServer({
    customer: {
      customer_id: 7,
      firstname: 'Анна',
      lastname: 'Иванова',
      email: 'anna@example.ru',
      telephone: '79123456789',
      address: 'ул. Ленина, 5',
    },
  });
  const { user, calls } = await renderCheckout(server.routes);
  await user.click(await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' }));
  await user.click(await screen.findByRole('radio', { name: /Самовывоз/ }));
  await user.click(await screen.findByRole('radio', { name: 'Банковской картой онлайн' }));
  // A logged-in customer finds the contact filled in from the profile.
  expect(await screen.findByRole('textbox', { name: 'Имя' })).toHaveValue('Анна');
  expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7(912)345-67-89');
  expect(screen.queryByRole('textbox', { name: 'Адрес доставки' })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Далее' }));
  await user.click(await screen.findByRole('checkbox', { name: /политикой обработки/ }));
  await user.click(screen.getByRole('checkbox', { name: /правила пользования/ }));
  await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));

  await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
  const form = submit.mock.contexts[0] as HTMLFormElement;
  expect(form.method.toUpperCase()).toBe('POST');
  expect(form.getAttribute('action')).toBe('/payment/sandbox');
  expect(Object.fromEntries(new FormData(form))).toEqual({
    order_id: '101',
    amount: '4750',
    signature: 'f'.repeat(40),
  });
  expect(calls).toContain(CALL.card);
  expect(await screen.findByText('Переходим на страницу оплаты…')).toBeInTheDocument();
});

test('the bank form refused (error flag): back to step 3, payment cleared, the message shown', LONG, async () => {
  const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  const server = checkoutServer({
    customer: {
      customer_id: 7,
      firstname: 'Анна',
      lastname: 'Иванова',
      email: 'anna@example.ru',
      telephone: '79123456789',
      address: '',
    },
  });
  const { user } = await renderCheckout({
    ...server.routes,
    [CALL.card]: ok({ error: true, message: 'Заказ уже оплачен' }),
  });
  await user.click(await screen.findByRole('radio', { name: 'Москва (в пределах МКАД)' }));
  await user.click(await screen.findByRole('radio', { name: /Самовывоз/ }));
  await user.click(await screen.findByRole('radio', { name: 'Банковской картой онлайн' }));
  await user.click(await screen.findByRole('button', { name: 'Далее' }));
  await user.click(await screen.findByRole('checkbox', { name: /политикой обработки/ }));
  await user.click(screen.getByRole('checkbox', { name: /правила пользования/ }));
  await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));

  await waitFor(() => expect(screen.getByRole('heading', { name: /Шаг 3\. Способ оплаты/ })).toHaveFocus());
  expect(screen.getByRole('radio', { name: 'Банковской картой онлайн' })).not.toBeChecked();
  expect(within(step(3, 'Способ оплаты')).getByRole('alert')).toHaveTextContent('Заказ уже оплачен');
  expect(submit).not.toHaveBeenCalled();
});

test('step 5 with a missing phone: the alert, and back to step 4', LONG, async () => {
  const server = checkoutServer({
    customer: {
      customer_id: 7,
      firstname: 'Анна',
      lastname: 'Иванова',
      email: 'anna@example.ru',
      telephone: '',
      address: '',
    },
    start: {
      area: { area: 'msk.inside-mkad', zone_id: 176, region_zone_id: null },
      shipping_method: {
        code: 'pickup.pickup',
        shipping_methods: [{ code: 'pickup.pickup', title: 'Самовывоз', cost: 0, text: '0 ₽' }],
        pickup_point: null,
        self_pickup: null,
      },
      payment_method: { code: 'cod', payment_methods: [{ code: 'cod', title: 'Оплата при получении', sort_order: 2 }] },
      checkout_current_step: 5,
    },
  });
  const { user } = await renderCheckout(server.routes);
  await user.click(await screen.findByRole('checkbox', { name: /политикой обработки/ }));
  await user.click(screen.getByRole('checkbox', { name: /правила пользования/ }));
  await user.click(screen.getByRole('button', { name: 'Перейти к оплате' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Не указано телефон');
  expect(screen.getByRole('heading', { name: /Шаг 4\./ })).toHaveFocus();
  expect(server.orders).toEqual([]);
});

test('a change of the cart above the steps reloads the checkout, keeping what the shopper typed', LONG, async () => {
  const server = checkoutServer();
  const { user, queryClient, calls } = await renderCheckout(server.routes);
  await chooseMoscowCourierCod(user);
  await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Мария');
  const loads = () => calls.filter((call) => call === CALL.init).length;
  const before = loads();
  // The cart seen again, unchanged: nothing to reload.
  await act(async () => queryClient.refetchQueries({ queryKey: ['checkout', 'cart'] }));
  expect(loads()).toBe(before);
  // One more item in the cart (its buttons above the steps, or another tab).
  const cart = server.routes[CALL.cart] as { body: { data: object } };
  server.routes[CALL.cart] = ok({ ...cart.body.data, countItems: 3, total: 6100 });
  await act(async () => queryClient.refetchQueries({ queryKey: ['checkout', 'cart'] }));
  await waitFor(() => expect(loads()).toBe(before + 1));
  expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Мария');
});

test('logging in during checkout keeps what the shopper typed and fills in the rest', LONG, async () => {
  const server = checkoutServer();
  const { user } = await renderCheckout(server.routes);
  await chooseMoscowCourierCod(user);
  await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Мария');
  // The shopper logs in elsewhere on the page: the session now has a customer.
  server.state.customer = {
    customer_id: 7,
    firstname: 'Анна',
    lastname: 'Иванова',
    email: 'anna@example.ru',
    telephone: '79123456789',
    address: 'ул. Ленина, 5',
  };
  await act(async () => runSessionHook('refreshCart'));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Иванова'));
  expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveValue('Мария');
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('anna@example.ru');
});
