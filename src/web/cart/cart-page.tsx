import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCart, useCartActor, useCartSummary } from '../session/cart-actor';
import { ArrowDownIcon } from '../ui/icons';
import { PageSpinner } from '../ui/page-spinner';
import { SectionPage } from '../ui/section-page';
import { CartLines } from './cart-lines';
import { CART_TEXT } from './cart-text';
import { TotalsList } from '../features/totals/totals-list';
import { ClearCartButton } from './clear-cart-button';
import { GiftPicker } from './gift-picker';
import { VoucherBox } from './voucher-box';

const CATALOGUE_PATH = '/vsja-produktsija';

/**
 * The cart page (product §2 "Cart page"): 'Корзина', 'Ваша корзина, N товаров', the rows, the order summary with 'clear
 * cart' and the certificate box, the free-gift picker, then `checkout` (the checkout steps, wired in by the app) while
 * the cart is not empty. Everything shown is the cart actor's last server reply.
 */
export function CartPage({ checkout }: { checkout?: ReactNode; title?: string }) {
  const actor = useCartActor();
  const cart = useCart();
  const { loading, initializing, initializeError } = useCartSummary();

  if (!cart && initializing) return <PageSpinner />;
  if (!cart) {
    return (
      <SectionPage title={CART_TEXT.title}>
        <Stack gap="3" align="start" role="alert">
          <Text color="fg.muted">{initializeError}</Text>
          <Button variant="outline" onClick={() => actor.send({ type: 'cart.refresh' })}>
            {CART_TEXT.retry}
          </Button>
        </Stack>
      </SectionPage>
    );
  }
  if (cart.products.length === 0) {
    return (
      <SectionPage title={CART_TEXT.title}>
        <Stack gap="3" align="start">
          <Text fontSize="lg">{CART_TEXT.empty}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to={CATALOGUE_PATH}>{CART_TEXT.catalogueLink}</RouterLink>
          </Button>
        </Stack>
      </SectionPage>
    );
  }

  const showGifts =
    cart.product_to_present.status && !cart.hasCertificate && cart.product_to_present.products.length > 0;
  return (
    <SectionPage title={CART_TEXT.title} heading={CART_TEXT.heading(cart.countItems)}>
      <Stack gap={{ base: '8', lg: '10' }}>
        {checkout ? (
          // Below the two columns' width the rows come first and the checkout far down: a jump to its open step.
          <Button
            variant="outline"
            colorPalette="brand"
            display={{ base: 'inline-flex', lg: 'none' }}
            alignSelf="stretch"
            mb={{ base: '-4', lg: '0' }}
            onClick={() => {
              const open = document.querySelector<HTMLElement>(
                '#checkout section[aria-current="step"] [tabindex="-1"]',
              );
              document.getElementById('checkout')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              open?.focus({ preventScroll: true });
            }}
          >
            {CART_TEXT.toCheckout}
            <ArrowDownIcon />
          </Button>
        ) : null}
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
          gap={{ base: '6', lg: '10' }}
          alignItems="start"
        >
          <Stack gap="6" aria-busy={loading}>
            <CartLines products={cart.products} />
            {showGifts ? <GiftPicker choice={cart.product_to_present} /> : null}
          </Stack>
          <Box
            as="aside"
            aria-label={CART_TEXT.summary}
            position={{ lg: 'sticky' }}
            top={{ lg: '4' }}
            borderWidth="1px"
            borderColor="border"
            borderRadius="l3"
            p={{ base: '4', md: '5' }}
            bg="bg.subtle"
          >
            <Stack gap="4">
              <Text as="h2" fontWeight="semibold" fontSize="lg">
                {CART_TEXT.summary}
              </Text>
              <TotalsList totals={cart.totals} />
              <VoucherBox applied={cart.voucher} refused={cart.voucher_refused} />
              <ClearCartButton />
            </Stack>
          </Box>
        </Grid>
        {checkout ? (
          <Box id="checkout" scrollMarginTop="4">
            {checkout}
          </Box>
        ) : null}
      </Stack>
    </SectionPage>
  );
}
