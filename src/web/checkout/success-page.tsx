import { Box, Button, Heading, Spinner, Stack, Text, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { fetchSessionOrderId, fetchSuccess } from '../../api/checkout';
import type { SuccessReply } from '../../domain/checkout-state';
import { PAYMENT_CODE } from '../../domain/constants';
import { useOptionalAuthActor } from '../session/auth';
import { runSessionHook } from '../session/session-hooks';
import { SectionPage } from '../ui/section-page';
import { HOURS_TEXT } from './checkout-text';

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
} as const;

/**
 * product §2 "Success page", §4: the session's last order as the server confirms it. 'Заказ оплачен.' only with a
 * transaction_id in the address that the server recorded as paid; a card order without one shows 'Проблемы с
 * оплатой'; with neither an order id nor a transaction id the page goes to /.
 */
export function SuccessPage({ title = 'Заказ оформлен' }: { title?: string }) {
  const [search] = useSearchParams();
  const orderParam = search.get('order_id');
  const transactionParam = search.get('transaction_id');
  const navigate = useNavigate();
  const auth = useOptionalAuthActor();
  const user = auth?.getSnapshot().context.user ?? null;
  const enabled = Boolean(orderParam || transactionParam);
  const success = useQuery({
    queryKey: ['checkout', 'success', orderParam, transactionParam],
    enabled,
    staleTime: 0,
    queryFn: async (): Promise<SuccessReply> => {
      try {
        return await fetchSuccess({
          is_user_auth: user !== null,
          user_id: user?.customer_id ?? 0,
          transaction_id: transactionParam,
        });
      } catch {
        // The order id of the session still names the order (product §4 "A session order-id fetch … sets orderId").
        const { order_id } = await fetchSessionOrderId();
        return { order_id, payment_code: null, status_id: null, status_name: null, transaction_id: null };
      }
    },
  });
  // The order emptied the cart on the server: the cart (and the checkout under it) reload.
  useEffect(() => {
    if (success.isSuccess) runSessionHook('refreshCart');
  }, [success.isSuccess]);

  if (!enabled) return <Navigate to="/" replace />;

  const reply = success.data;
  const orderId = reply?.order_id ?? orderParam;
  const paid = Boolean(transactionParam && reply?.transaction_id && reply.transaction_id === transactionParam);
  const paymentProblem = reply?.payment_code === PAYMENT_CODE.BANK_CARD && !paid;

  return (
    <SectionPage title={title} heading={title}>
      {success.isPending ? (
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
            {paid ? <Text fontWeight="semibold">{SUCCESS_TEXT.paid}</Text> : null}
            {paymentProblem ? (
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
            ) : (
              <Text>{SUCCESS_TEXT.assembling}</Text>
            )}
            <Text color="fg.muted">{SUCCESS_TEXT.hours}</Text>
            <Button
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
