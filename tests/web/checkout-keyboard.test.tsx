import { screen, waitFor, within } from '@testing-library/react';
import { CALL, checkoutServer } from './checkout-fixtures';
import { renderCheckout } from './checkout-render';

// A guest in Moscow orders by courier and pays on receipt, with the keyboard only: the arrow keys move through a step's
// choices and Space or Enter takes one, fields with Tab, forms with Enter; focus moves to each newly opened step's
// heading.

const heading = (name: RegExp) => screen.getByRole('heading', { name });

test('a full pass with the keyboard only ends on the success page', { timeout: 30_000 }, async () => {
  const server = checkoutServer();
  const { user, router, calls } = await renderCheckout(server.routes);
  await screen.findByRole('heading', { name: /Шаг 1\. Зона доставки/ });

  // Step 1: the first radio of the group takes focus; Space chooses Moscow.
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Москва (в пределах МКАД)' })).toHaveFocus();
  await user.keyboard(' ');
  await waitFor(() => expect(heading(/Шаг 2\. Способ доставки/)).toHaveFocus());

  // Step 2: the arrow keys move through the methods without choosing (nothing is saved, the step stays open);
  // Space takes the courier reached.
  await user.tab();
  expect(screen.getByRole('radio', { name: /Пункт выдачи СДЭК/ })).toHaveFocus();
  // Key by key, each seen before the next, as a person presses them.
  const courier = screen.getByRole('radio', { name: /Курьер/ });
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(courier).toBeChecked());
  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(courier).not.toBeChecked());
  await user.keyboard('{ArrowUp}');
  await waitFor(() => expect(courier).toBeChecked());
  expect(courier).toHaveFocus();
  expect(calls).not.toContain(CALL.shipping);
  expect(heading(/Шаг 2\. Способ доставки/).closest('section')).toHaveAttribute('aria-current', 'step');
  await user.keyboard(' ');
  await waitFor(() => expect(heading(/Шаг 3\. Способ оплаты/)).toHaveFocus());
  expect(server.state.shipping_method.code).toBe('flat.flat');

  // Step 3: the card first, arrow down to paying on receipt, Enter takes it.
  await user.tab();
  expect(screen.getByRole('radio', { name: 'Банковской картой онлайн' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(calls).not.toContain(CALL.payment);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(heading(/Шаг 4\. Адрес доставки и контакты/)).toHaveFocus());

  // Step 4: the fields in order, the courier's address last, Enter sends.
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveFocus();
  await user.keyboard('Анна');
  await user.tab();
  await user.keyboard('Иванова');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
  await user.keyboard('anna@example.ru');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus();
  await user.keyboard('9123456789');
  expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveValue('+7(912)345-67-89');
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Адрес доставки' })).toHaveFocus();
  await user.keyboard('ул. Ленина, 5{Enter}');
  await waitFor(() => expect(heading(/Шаг 5\. Комментарий и согласие/)).toHaveFocus());
  expect(server.state.shipping_address).toMatchObject({
    firstname: 'Анна',
    telephone: '79123456789',
    address_1: 'ул. Ленина, 5',
  });

  // Step 5: the button waits for both consents.
  const step5 = within(screen.getByRole('form', { name: 'Комментарий и согласие' }));
  expect(step5.getByRole('button', { name: 'Перейти к оплате' })).toBeDisabled();
  await user.tab();
  expect(step5.getByRole('textbox', { name: 'Комментарий к заказу' })).toHaveFocus();
  await user.keyboard('Позвоните за час');
  await user.tab();
  expect(step5.getByRole('checkbox', { name: /политикой обработки персональных данных/ })).toHaveFocus();
  await user.keyboard(' ');
  await user.tab();
  await user.tab();
  expect(step5.getByRole('checkbox', { name: /правила пользования торговой площадкой/ })).toHaveFocus();
  await user.keyboard(' ');
  await user.tab();
  await user.tab();
  expect(step5.getByRole('button', { name: 'Перейти к оплате' })).toHaveFocus();
  await user.keyboard('{Enter}');

  await waitFor(() => expect(router.state.location.pathname).toBe('/success'));
  expect(router.state.location.search).toBe('?order_id=101');
  expect(server.orders).toEqual([{ order_id: 101, payment_code: 'cod', comment: 'Позвоните за час' }]);
  expect(calls).toContain(CALL.cod);
  expect(calls).not.toContain(CALL.card);
});
