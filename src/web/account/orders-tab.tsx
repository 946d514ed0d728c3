import {
  Box,
  Button,
  chakra,
  CloseButton,
  Dialog,
  HStack,
  Link,
  Portal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { fetchOrderLines, fetchOrders } from '../../api/account';
import type { OrderSummary } from '../../domain/account';
import { formatRoubles } from '../../domain/money';
import { itemsCountText } from '../../domain/plural';
import { reverseDatePart } from '../../domain/text';
import { FadeInOnView as FadeIn } from '../ui/fade-in-on-view';
import { FormMessage, Muted } from './account-ui';
import { OrderHistory } from './order-history';
import { RepeatOrderButton } from './repeat-order-button';
import { ShopImage } from '../ui/shop-image';

const ORDERS_FAILED = 'Не удалось загрузить заказы, попробуйте позже';
/** A link to an order of another account (or a guest's order), opened while signed in here. */
const orderNotFound = (orderId: number) => `Заказа № ${orderId} нет среди заказов этого аккаунта`;

/**
 * 'Мои заказы' (product §2): order cards; a card opens the order's products. `openOrderId`: the order an e-mail's link
 * names (/my-account?order=N), opened as soon as the list has it; `onClosed` tells the page it was closed.
 */
export function OrdersTab({
  customerId,
  openOrderId = null,
  onClosed,
}: {
  customerId: number;
  openOrderId?: number | null;
  onClosed?: () => void;
}) {
  const orders = useQuery({ queryKey: ['account', 'orders', customerId], queryFn: () => fetchOrders(customerId) });
  const [chosen, setChosen] = useState<number | null>(openOrderId);
  const open = orders.data?.find((order) => order.order_id === chosen) ?? null;
  const close = () => {
    setChosen(null);
    onClosed?.();
  };

  if (orders.isPending) {
    return (
      <Stack gap="3" aria-busy="true" aria-label="Загружаем заказы">
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} h="24" borderRadius="l3" />
        ))}
      </Stack>
    );
  }
  if (orders.isError) return <FormMessage>{ORDERS_FAILED}</FormMessage>;
  if (orders.data.length === 0) return <Text color="fg.muted">Нет заказов</Text>;

  return (
    <>
      {chosen !== null && !open ? <FormMessage>{orderNotFound(chosen)}</FormMessage> : null}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, xl: 2 }} gap="4" aria-label="Мои заказы">
        {orders.data.map((order) => (
          <Box as="li" key={order.order_id}>
            <FadeIn>
              <OrderCard order={order} onOpen={() => setChosen(order.order_id)} />
            </FadeIn>
          </Box>
        ))}
      </SimpleGrid>
      <OrderDialog order={open} onClose={close} />
    </>
  );
}

function OrderCard({ order, onOpen }: { order: OrderSummary; onOpen: () => void }) {
  const address = [order.payment_zone, order.shipping_address_1].filter(Boolean).join(', ');
  return (
    <chakra.button
      type="button"
      onClick={onOpen}
      textAlign="start"
      w="full"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p="4"
      bg="bg.panel"
      _hover={{ borderColor: 'brand.solid', shadow: 'sm' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
    >
      <HStack justify="space-between" align="start" mb="2">
        <Text fontWeight="semibold">Заказ № {order.order_id}</Text>
        <Text fontSize="sm" color="brand.fg" fontWeight="medium">
          {order.status_name}
        </Text>
      </HStack>
      <Stack gap="1" fontSize="sm">
        <Text color="fg.muted">{reverseDatePart(order.date_added)}</Text>
        {address ? <Text>{address}</Text> : null}
        <HStack justify="space-between">
          <Text color="fg.muted">{itemsCountText(order.products_count)}</Text>
          <Text fontWeight="semibold">{formatRoubles(order.total)}</Text>
        </HStack>
      </Stack>
    </chakra.button>
  );
}

function OrderDialog({ order, onClose }: { order: OrderSummary | null; onClose: () => void }) {
  const lines = useQuery({
    queryKey: ['account', 'order-lines', order?.order_id],
    queryFn: () => fetchOrderLines(order!.order_id),
    enabled: order !== null,
  });
  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(d) => (d.open ? undefined : onClose())}
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Заказ № {order?.order_id}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {lines.isPending ? <Muted>Загрузка</Muted> : null}
              {lines.isError ? <FormMessage>Не удалось загрузить товары заказа</FormMessage> : null}
              {lines.data ? (
                <Stack as="ul" listStyleType="none" gap="3" aria-label="Товары заказа">
                  {lines.data.map((line, index) => (
                    <HStack
                      as="li"
                      // One product can stand on two lines with other option values ('30 мл', '50 мл').
                      key={`${index}-${line.product_id}`}
                      gap="3"
                      borderBottomWidth="1px"
                      borderColor="border"
                      pb="3"
                    >
                      <ShopImage
                        src={line.image}
                        alt=""
                        sizes="64px"
                        htmlWidth={64}
                        htmlHeight={64}
                        boxSize="16"
                        objectFit="contain"
                        bg="bg.subtle"
                        borderRadius="l2"
                      />
                      <Stack gap="0" flex="1">
                        {line.product_keyword ? (
                          <Link asChild color="fg" fontWeight="medium">
                            <RouterLink to={`/${line.product_keyword}`} onClick={onClose}>
                              {line.name}
                            </RouterLink>
                          </Link>
                        ) : (
                          <Text fontWeight="medium">{line.name}</Text>
                        )}
                        {line.options.map((option) => (
                          <Muted key={`${option.name}-${option.value}`}>
                            {option.name}: {option.value}
                          </Muted>
                        ))}
                        <Muted>{line.quantity} шт.</Muted>
                      </Stack>
                      <Text fontWeight="semibold">{formatRoubles(line.price)}</Text>
                    </HStack>
                  ))}
                </Stack>
              ) : null}
              {order ? <OrderHistory orderId={order.order_id} /> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Закрыть
              </Button>
              <RepeatOrderButton lines={lines.isError ? undefined : lines.data} disabled={lines.isPending} />
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Закрыть" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
