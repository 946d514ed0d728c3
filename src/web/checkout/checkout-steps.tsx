import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { offeredPaymentMethods, offeredShippingMethods } from '../../../machines/checkout/checkout-context';
import {
  fieldsToFix,
  isContactBusy,
  isEditable,
  openStepOf,
  stepStatuses,
} from '../../../machines/checkout/checkout-view';
import { needsStreetAddress } from '../../domain/delivery-options';
import { formatPhone } from '../../domain/phone-mask';
import { onSessionHook } from '../session/session-hooks';
import { CheckoutAlert } from './checkout-alert';
import { TEXT } from './checkout-text';
import { ConfirmStep, type ConfirmValues } from './confirm-step';
import { ContactStep } from './contact-step';
import { MethodStep, methodSummary } from './method-step';
import { PaymentStep } from './payment-step';
import { StepCard } from './step-card';
import { useCheckoutActor } from './use-checkout-actor';
import { useCheckoutCart } from './use-checkout-cart';
import { useCheckoutBasics, ZoneStep } from './zone-step';

/**
 * The five checkout steps under the cart (product §2 "Checkout steps"). It shows the checkout statechart's state and
 * sends it the shopper's events; the flow itself lives in machines/checkout/checkout.machine.ts.
 */
export function CheckoutSteps() {
  const cart = useCheckoutCart();
  const [search] = useSearchParams();
  const actor = useCheckoutActor({
    certificateOnly: cart.certificateOnly,
    paymentFailed: search.get('payment') === 'failed',
  });
  const state = useSelector(actor, (snapshot) => snapshot);
  const [confirm, setConfirm] = useState<ConfirmValues>({ comment: '', agreePrivacy: false, agreeRules: false });
  const basics = useCheckoutBasics();

  // Login or logout during checkout reloads the checkout (prices, methods, pre-fill); the machine keeps what the
  // shopper typed.
  useEffect(() => onSessionHook('refreshCart', () => actor.send({ type: 'checkout.refresh' })), [actor]);
  useEffect(() => onSessionHook('resetCart', () => actor.send({ type: 'checkout.refresh' })), [actor]);
  // The machine decides whether the cart it is shown asks for a reload.
  const { loaded, certificateOnly, total, countItems, totals } = cart;
  useEffect(() => {
    if (loaded) actor.send({ type: 'checkout.cart.seen', cart: { certificateOnly, total, countItems, totals } });
  }, [actor, loaded, certificateOnly, total, countItems, totals]);

  const { context } = state;
  const openStep = openStepOf(state);
  // Focus follows the step that opens (not on the first render of the page).
  const shownStep = useRef<number | null>(null);
  useEffect(() => {
    if (openStep && shownStep.current !== null && shownStep.current !== openStep) {
      document.getElementById(`checkout-step-${openStep}`)?.focus();
    }
    if (openStep) shownStep.current = openStep;
  }, [openStep]);

  if (state.matches('loading')) {
    return (
      <HStack role="status" gap="3" color="fg.muted" py="6">
        <Spinner size="sm" />
        <Text>{TEXT.loading}</Text>
      </HStack>
    );
  }
  if (state.matches('initError')) {
    return (
      <Stack gap="3" align="start" py="2">
        <CheckoutAlert text={`${TEXT.initError}: ${context.initializeError ?? ''}`} />
        <Button variant="outline" onClick={() => actor.send({ type: 'checkout.retry' })}>
          {TEXT.retry}
        </Button>
      </Stack>
    );
  }

  const refreshing = state.matches('refreshing');
  const statuses = stepStatuses(state);
  const statusOf = (step: number) => statuses[step - 1] ?? 'locked';
  const idle = isEditable(state);
  const reopen = (step: number) => (idle ? () => actor.send({ type: 'checkout.step.open', step }) : undefined);

  const server = context.server;
  const areaTitle =
    basics.data?.areas.find((a) => a.area === context.areaType)?.title ?? defaultAreaTitle(context.areaType);
  const regionName = basics.data?.regions.find((r) => r.zone_id === context.regionZoneId)?.name;
  const shipping = offeredShippingMethods(context).find((m) => m.code === context.shippingCode);
  const payment = offeredPaymentMethods(context).find((m) => m.code === context.paymentCode);
  const contact = context.contact;

  return (
    <Stack as="section" aria-label="Оформление заказа" gap="3">
      {context.outdatedOrder ? <CheckoutAlert status="warning" text={context.outdatedOrder} /> : null}
      {refreshing ? (
        <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>{TEXT.refreshing}</Text>
        </HStack>
      ) : null}
      <StepCard
        step={1}
        status={statusOf(1)}
        summary={regionName ? `${areaTitle}: ${regionName}` : areaTitle}
        onChange={reopen(1)}
      >
        <ZoneStep
          area={context.areaType}
          regionZoneId={context.regionZoneId}
          busy={!idle}
          onArea={(area) => actor.send({ type: 'checkout.zone.choose', area })}
          onRegion={(zoneId) => actor.send({ type: 'checkout.region.choose', zoneId })}
        />
      </StepCard>
      <StepCard
        step={2}
        status={statusOf(2)}
        summary={
          shipping
            ? methodSummary(shipping, context.pickupPoint, server?.shipping_method.self_pickup ?? null)
            : undefined
        }
        onChange={reopen(2)}
      >
        <MethodStep
          area={context.areaType}
          region={regionName ?? null}
          methods={offeredShippingMethods(context)}
          chosen={context.shippingCode}
          point={context.pickupPoint}
          selfPickup={server?.shipping_method.self_pickup ?? null}
          picking={state.matches({ method: 'picking' })}
          busy={!idle && !state.matches({ method: 'picking' })}
          alert={context.alert}
          onChoose={(code) => actor.send({ type: 'checkout.method.choose', code })}
          onPoint={(point) => actor.send({ type: 'checkout.point.choose', point })}
          onClosePicker={() => actor.send({ type: 'checkout.picker.close' })}
        />
      </StepCard>
      <StepCard step={3} status={statusOf(3)} summary={payment?.title} onChange={reopen(3)}>
        <PaymentStep
          methods={offeredPaymentMethods(context)}
          chosen={context.paymentCode}
          unavailable={state.matches({ payment: 'unavailable' })}
          busy={!idle}
          paymentFailed={context.paymentFailed}
          certificateOnly={context.certificateOnly}
          error={state.matches({ payment: 'idle' }) ? context.cartAjaxError : null}
          onChoose={(code) => actor.send({ type: 'checkout.payment.choose', code })}
          onRetry={() => actor.send({ type: 'checkout.retry' })}
        />
      </StepCard>
      <StepCard
        step={4}
        status={statusOf(4)}
        summary={[
          `${contact.firstname} ${contact.lastname}`.trim(),
          contact.email,
          formatPhone(contact.telephone),
          needsStreetAddress(context.shippingCode) ? contact.address_1 : '',
        ]
          .filter(Boolean)
          .join(', ')}
        onChange={reopen(4)}
      >
        <ContactStep
          contact={contact}
          needsAddress={needsStreetAddress(context.shippingCode)}
          emailError={context.emailError}
          alert={context.alert}
          fieldsToFix={fieldsToFix(state)}
          busy={isContactBusy(state)}
          onChange={(values) => actor.send({ type: 'checkout.contact.change', values })}
          onBlur={(field) => actor.send({ type: 'checkout.contact.blur', field })}
          onNext={() => {
            actor.send({ type: 'checkout.contact.next' });
            return fieldsToFix(actor.getSnapshot());
          }}
        />
      </StepCard>
      <StepCard step={5} status={statusOf(5)}>
        {state.matches('redirecting') ? (
          <HStack role="status" gap="3">
            <Spinner size="sm" />
            <Text>{TEXT.toBank}</Text>
          </HStack>
        ) : (
          <ConfirmStep
            values={confirm}
            totals={server?.totals ?? []}
            total={server?.total ?? 0}
            busy={!idle}
            onChange={(values) => setConfirm((previous) => ({ ...previous, ...values }))}
            onConfirm={() => actor.send({ type: 'checkout.confirm', ...confirm })}
          />
        )}
      </StepCard>
    </Stack>
  );
}

function defaultAreaTitle(area: string | null): string {
  if (area === 'msk.inside-mkad') return 'Москва (в пределах МКАД)';
  if (area === 'spb.inside-kad') return 'Санкт-Петербург (в пределах КАД)';
  if (area === 'another') return 'Другой город';
  return '';
}
