import { Box, Button, Checkbox, Field, Flex, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { AdminOrder } from '../../contract/admin';
import { orderActionMachine, type OrderChange } from '../../../machines/admin/order-action.machine';
import { STALE_RECORD } from '../../domain/staff';
import { inspect } from '../../web/ui/inspect';
import { changeOrder } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { AdminForm, FormAlert, TextField } from '../ui/form-parts';
import { ACTION_LABEL, CONFIRM_TEXT } from './order-texts';
import { useReloadOrder, useShowOrder } from './use-order';
import { Panel } from '../ui/panel';

const toBody = (change: OrderChange) => ({
  action: change.action,
  version: change.version,
  comment: change.comment,
  notify: change.notify,
  tracking_number: change.trackingNumber,
  amount: change.amount,
});

/** The actions the order's life allows now (the server's allowed_actions), each with its small form. */
export function OrderActions({ order }: { order: AdminOrder }) {
  const showOrder = useShowOrder();
  const reloadOrder = useReloadOrder();
  const orderId = order.order_id;
  const [machine] = useState(() =>
    orderActionMachine.provide({
      actors: {
        changeOrder: fromPromise(async ({ input }) => showOrder(await changeOrder(orderId, toBody(input)))),
      },
      actions: { reload: () => void reloadOrder(orderId) },
    }),
  );
  const [state, send] = useMachine(machine, { inspect });
  const { action, comment, notify, trackingNumber, amount, problem, error } = state.context;
  const open = state.hasTag('form');
  const confirm = CONFIRM_TEXT[action];

  return (
    <Panel title="Изменить статус">
      <FormAlert status="warning" text={state.matches('stale') ? STALE_RECORD : null}>
        Заказ загружен заново: проверьте его и выберите действие ещё раз.
      </FormAlert>
      {order.allowed_actions.length === 0 ? (
        <Text color="fg.muted">Статус этого заказа больше не меняется.</Text>
      ) : (
        <Flex gap="2" wrap="wrap" role="group" aria-label="Действия с заказом">
          {order.allowed_actions.map((kind) => (
            <Button
              key={kind}
              size="sm"
              variant={open && action === kind ? 'solid' : 'outline'}
              colorPalette={kind === 'cancel' || kind === 'refund' ? 'red' : 'brand'}
              aria-pressed={open && action === kind}
              onClick={() => send({ type: 'action.choose', action: kind, version: order.version })}
            >
              {ACTION_LABEL[kind]}
            </Button>
          ))}
        </Flex>
      )}
      {open ? (
        <Box mt="3">
          <AdminForm label={`Статус «${ACTION_LABEL[action]}»`} onSubmit={() => send({ type: 'action.submit' })}>
            <Stack gap="3">
              <Heading as="h3" size="sm">
                {ACTION_LABEL[action]}
              </Heading>
              {action === 'ship' ? (
                <TextField
                  label="Трек-номер"
                  required
                  problem={problem}
                  helper="Для пункта выдачи СДЭК — номер отправления СДЭК"
                  value={trackingNumber}
                  autoComplete="off"
                  onChange={(e) => send({ type: 'action.change', values: { trackingNumber: e.target.value } })}
                />
              ) : null}
              {action === 'refund' ? (
                <TextField
                  label="Сумма возврата, ₽"
                  required
                  problem={problem}
                  inputMode="numeric"
                  value={amount}
                  onChange={(e) => send({ type: 'action.change', values: { amount: e.target.value } })}
                />
              ) : null}
              <Field.Root>
                <Field.Label>Комментарий для покупателя</Field.Label>
                <Textarea
                  value={comment}
                  maxLength={2000}
                  rows={3}
                  onChange={(e) => send({ type: 'action.change', values: { comment: e.target.value } })}
                />
              </Field.Root>
              <Checkbox.Root
                checked={notify}
                onCheckedChange={(d) => send({ type: 'action.change', values: { notify: d.checked === true } })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>Уведомить покупателя</Checkbox.Label>
              </Checkbox.Root>
              <FormAlert text={error} />
              <Flex gap="2" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={state.hasTag('busy')} loadingText="Сохраняем…">
                  Сохранить статус
                </Button>
                <Button variant="ghost" onClick={() => send({ type: 'action.close' })}>
                  Отмена
                </Button>
              </Flex>
            </Stack>
          </AdminForm>
        </Box>
      ) : null}
      {confirm ? (
        <ConfirmDialog
          open={state.matches('confirming')}
          title={confirm.title}
          body={confirm.body}
          yes={confirm.yes}
          onYes={() => send({ type: 'action.confirm' })}
          onNo={() => send({ type: 'action.back' })}
        />
      ) : null}
    </Panel>
  );
}
