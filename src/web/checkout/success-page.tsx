import { Box, Button, Heading, Spinner, Stack, Text, HStack } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import { successOrderMachine } from '../../../machines/checkout/success-order.machine';
import { fetchSessionOrderId, fetchSuccess } from '../../api/checkout';
import { NO_ORDER, type SuccessReply } from '../../domain/checkout-state';
import { inspect } from '../ui/inspect';
import { useOptionalAuthActor } from '../session/auth';
import { runSessionHook } from '../session/session-hooks';
import { SectionPage } from '../ui/section-page';
import { HOURS_TEXT } from './checkout-text';
import { OrderItems } from './order-items';

/** The success page's texts (product §2 "Success page"). */
export const SUCCESS_TEXT = {
  accepted: (orderId: number | string) => `Ваш заказ № ${orderId} принят!`,
  paid: 'Заказ оплачен.',
  assembling: 'Заказ передаётся на сборку.',
  paymentProblem: 'Проблемы с оплатой',
  paymentProblemHint: 'Оплата заказа ещё не поступила. Если деньги списаны, свяжитесь с нами — мы всё проверим.',
  hours: `Мы работаем: ${HOURS_TEXT}`,
  continue: 'Продолжить',
  loading: 'Проверяем заказ',
  checkingPayment: 'Проверяем оплату…',
} as const;

/**
 * product §2 "Success page", §4: the session's last order as the server confirms it (the success-order statechart):
 * 'Заказ оплачен.' when the server says it is paid, whatever the address holds; a card order not paid yet is asked
 * about again for a few seconds ('Проверяем оплату…': the bank's callback may come after the shopper), then
 * 'Проблемы с оплатой'. With neither an order id nor a transaction id the page goes to /.
 */
export function SuccessPage({ title = 'Заказ оформлен' }: { title?: string }) {
  const [search] = useSearchParams();
  const orderParam = search.get('order_id');
  const transactionParam = search.get('transaction_id');
  if (!orderParam && !transactionParam) return <Navigate to="/" replace />;
  return <SuccessOrder title={title} orderParam={orderParam} transactionParam={transactionParam} />;
}

function SuccessOrder({
  title,
  orderParam,
  transactionParam,
}: {
  title: string;
  orderParam: string | null;
  transactionParam: string | null;
}) {
  const navigate = useNavigate();
  const auth = useOptionalAuthActor();
  const [machine] = useState(() =>
    successOrderMachine.provide({
      actors: {
        loadOrder: fromPromise(async (): Promise<SuccessReply> => {
          const user = auth?.getSnapshot().context.user ?? null;
          try {
            return await fetchSuccess({
              is_user_auth: user !== null,
              user_id: user?.customer_id ?? 0,
              transaction_id: transactionParam,
            });
          } catch {
            // The order id of the session still names the order (product §4 "A session order-id fetch … sets orderId").
            const { order_id } = await fetchSessionOrderId();
            return { ...NO_ORDER, order_id };
          }
        }),
      },
      actions: { refreshCart: () => runSessionHook('refreshCart') },
    }),
  );
  const snapshot = useMachine(machine, { inspect })[0];
  const reply = snapshot.context.reply;
  const orderId = reply?.order_id ?? orderParam;
  const checking = snapshot.hasTag('checkingPayment');

  return (
    <SectionPage title={title} heading={title}>
      {snapshot.hasTag('loading') ? (
        <HStack role="status" gap="3" color="fg.muted">
          <Spinner size="sm" />
          <Text>{SUCCESS_TEXT.loading}</Text>
        </HStack>
      ) : (
        <Box borderWidth="1px" borderColor="border" borderRadius="l3" p={{ base: '5', md: '8' }} maxW="2xl">
          <Stack gap="3">
            {orderId ? (
              <Heading as="h2" size={{ base: 'lg', md: 'xl' }} color="brand.fg">
                {SUCCESS_TEXT.accepted(orderId)}
              </Heading>
            ) : null}
            {snapshot.matches('paid') ? <Text fontWeight="semibold">{SUCCESS_TEXT.paid}</Text> : null}
            {checking ? (
              <HStack role="status" gap="3" color="fg.muted">
                <Spinner size="sm" />
                <Text>{SUCCESS_TEXT.checkingPayment}</Text>
              </HStack>
            ) : null}
            {snapshot.matches('paymentProblem') ? (
              <Box
                role="alert"
                borderInlineStartWidth="4px"
                borderColor="fg.error"
                bg="bg.subtle"
                px="4"
                py="3"
                borderRadius="l2"
              >
                <Text fontWeight="semibold" color="fg.error">
                  {SUCCESS_TEXT.paymentProblem}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {SUCCESS_TEXT.paymentProblemHint}
                </Text>
              </Box>
            ) : null}
            {snapshot.matches('paid') || snapshot.matches('accepted') || snapshot.matches('unconfirmed') ? (
              <Text>{SUCCESS_TEXT.assembling}</Text>
            ) : null}
            {reply && reply.products.length > 0 ? <OrderItems products={reply.products} totals={reply.totals} /> : null}
            <Text color="fg.muted">{SUCCESS_TEXT.hours}</Text>
            <Button
              data-print="hide"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', md: 'start' }}
              mt="2"
              onClick={() => void navigate('/')}
            >
              {SUCCESS_TEXT.continue}
            </Button>
          </Stack>
        </Box>
      )}
    </SectionPage>
  );
}
