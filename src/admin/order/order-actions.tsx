import { Alert, Box, Button, Checkbox, Field, Flex, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { AdminOrder } from '../../contract/admin';
import { orderActionMachine, type OrderChange } from '../../../machines/admin/order-action.machine';
import { STALE_RECORD } from '../../domain/staff';
import { inspect } from '../../web/ui/inspect';
import { changeOrder } from '../api/admin-api';
import { ConfirmDialog } from '../ui/confirm-dialog';
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
      {state.matches('stale') ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{STALE_RECORD}</Alert.Title>
            <Alert.Description>Заказ загружен заново: проверьте его и выберите действие ещё раз.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
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
          <form
            aria-label={`Статус «${ACTION_LABEL[action]}»`}
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              send({ type: 'action.submit' });
            }}
          >
            <Stack gap="3">
              <Heading as="h3" size="sm">
                {ACTION_LABEL[action]}
              </Heading>
              {action === 'ship' ? (
                <Field.Root invalid={problem !== null} required>
                  <Field.Label>Трек-номер</Field.Label>
                  <Input
                    value={trackingNumber}
                    autoComplete="off"
                    onChange={(e) => send({ type: 'action.change', values: { trackingNumber: e.target.value } })}
                  />
                  <Field.HelperText>Для пункта выдачи СДЭК — номер отправления СДЭК</Field.HelperText>
                  <Field.ErrorText>{problem}</Field.ErrorText>
                </Field.Root>
              ) : null}
              {action === 'refund' ? (
                <Field.Root invalid={problem !== null} required>
                  <Field.Label>Сумма возврата, ₽</Field.Label>
                  <Input
                    inputMode="numeric"
                    value={amount}
                    onChange={(e) => send({ type: 'action.change', values: { amount: e.target.value } })}
                  />
                  <Field.ErrorText>{problem}</Field.ErrorText>
                </Field.Root>
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
              {error ? (
                <Alert.Root status="error" role="alert">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              ) : null}
              <Flex gap="2" wrap="wrap">
                <Button type="submit" colorPalette="brand" loading={state.hasTag('busy')} loadingText="Сохраняем…">
                  Сохранить статус
                </Button>
                <Button variant="ghost" onClick={() => send({ type: 'action.close' })}>
                  Отмена
                </Button>
              </Flex>
            </Stack>
          </form>
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
