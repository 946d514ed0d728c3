import {
  AreaBody,
  CheckoutBasics,
  CheckoutState,
  PaymentMethodBody,
  ShippingAddressBody,
  ShippingMethodBody,
} from '../../contract/checkout';
import { replies } from '../../contract/envelope';
import { firstIncompleteStep } from '../../domain/checkout-progress';
import { AREA_TYPE, SHIPPING_CODE } from '../../domain/constants';
import { isAreaStepComplete, needsStreetAddress, type AreaType } from '../../domain/delivery-options';
import {
  AREA_TITLE,
  CARD_PAYMENT_UNAVAILABLE,
  ZONE_OF_AREA,
  isPaymentChoosable,
  paymentMethodsFor,
} from '../../domain/delivery-prices';
import { pointServesArea } from '../../domain/pickup-point-area';
import { isContactStepValid } from '../../domain/validation';
import { loadCart } from '../db/cart-store';
import { registerCmsRoute } from '../http/cms-dispatch';
import { success } from '../http/envelope';
import { badRequest } from '../http/http-error';
import type { TypedApp } from '../http/typed-app';
import type { CdekClient } from '../integrations/cdek';
import { cardPaymentMode } from '../integrations/modulbank';
import { CHECKOUT_MESSAGES as M } from './checkout-messages';
import { isCertificateCart, offeredShipping } from '../db/delivery-totals';
import { deliveryTariff } from '../db/delivery-terms';
import { callerOf, describeCheckout, type Caller, loadCheckout, saveCheckout } from './checkout-state';
import { confirmPickupPoint } from './pickup-point-routes';
import { RUSSIA_REGIONS, regionName } from './russia-regions';

/**
 * Checkout steps 1–4 (product §4 "Checkout step", contract "Checkout routes"): each update checks what the step needs,
 * saves it in the session's checkout and answers the whole CheckoutState. Choosing a zone clears delivery and
 * payment (step 1); choosing delivery clears payment (step 2); payment is step 3; contact details step 4, or 5 once
 * complete.
 */
export function stepRoutes(app: TypedApp, cdek: CdekClient | null): void {
  // Production without a merchant account (and without PAYMENT_SANDBOX=1) has no bank: the card is shown unavailable.
  const cardAvailable = cardPaymentMode(app.config) !== 'off';
  const checkoutOf = (caller: Caller) => describeCheckout(app.db, caller, cardAvailable);

  registerCmsRoute(app, 'module/d_quickcheckout/stepsInit', {
    method: 'GET',
    schema: {
      operationId: 'checkoutState',
      summary: 'Состояние оформления заказа этой сессии (шаги 1–5, суммы)',
      tags: ['Заказ'],
      response: replies(CheckoutState),
    },
    handler: async (request, reply) => success(await checkoutOf(await callerOf(request, reply))),
  });

  registerCmsRoute(app, 'module/d_quickcheckout/basic', {
    method: 'GET',
    schema: {
      operationId: 'checkoutBasics',
      summary: 'Регионы России для «другого города» и три зоны доставки',
      tags: ['Заказ'],
      response: replies(CheckoutBasics),
    },
    handler: async () =>
      success({
        regions: [...RUSSIA_REGIONS],
        areas: (Object.keys(ZONE_OF_AREA) as AreaType[]).map((area) => ({
          area,
          zone_id: ZONE_OF_AREA[area],
          title: AREA_TITLE[area],
        })),
      }),
  });

  registerCmsRoute(app, 'd_quickcheckout/area/update', {
    method: 'POST',
    schema: {
      operationId: 'checkoutAreaUpdate',
      summary: 'Шаг 1: зона доставки (и регион для «другого города»); доставка и оплата сбрасываются',
      tags: ['Заказ'],
      body: AreaBody,
      response: replies(CheckoutState),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const caller = await callerOf(request, reply);
      const cart = await loadCart(app.db, caller.owner);
      if (isCertificateCart(cart)) throw badRequest(M.certificateNoDelivery);
      let regionZoneId: number | null = null;
      if (body.area === AREA_TYPE.OTHER && body.region_zone_id !== undefined && body.region_zone_id !== null) {
        if (regionName(body.region_zone_id) === null) throw badRequest(M.unknownRegion);
        regionZoneId = body.region_zone_id;
      }
      await loadCheckout(app.db, caller.sessionId);
      await saveCheckout(app.db, caller.sessionId, {
        area: body.area,
        zone_id: ZONE_OF_AREA[body.area],
        region_zone_id: regionZoneId,
        shipping_code: null,
        pickup_point_code: null,
        payment_code: null,
        current_step: 1,
      });
      return success(await checkoutOf(caller));
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/shipping_method/update', {
    method: 'POST',
    schema: {
      operationId: 'checkoutShippingMethodUpdate',
      summary: 'Шаг 2: способ доставки (и пункт выдачи СДЭК); оплата сбрасывается',
      tags: ['Заказ'],
      body: ShippingMethodBody,
      response: replies(CheckoutState),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const caller = await callerOf(request, reply);
      const [row, cart] = [await loadCheckout(app.db, caller.sessionId), await loadCart(app.db, caller.owner)];
      if (isCertificateCart(cart)) throw badRequest(M.certificateNoDelivery);
      const area = row.area as AreaType | null;
      if (area === null || !isAreaStepComplete(area, area === AREA_TYPE.OTHER ? row.region_zone_id : row.zone_id)) {
        throw badRequest(M.areaFirst);
      }
      const option = offeredShipping(row, cart, caller.owner.group, await deliveryTariff(app.db)).find(
        (o) => o.code === body.shipping_method,
      );
      if (!option) throw badRequest(M.shippingNotOffered);
      let pointCode: string | null = null;
      if (option.code === SHIPPING_CODE.PICKUP_POINT) {
        if (!body.pickup_point_id) throw badRequest(M.noPickupPoint);
        const point = await confirmPickupPoint(app.db, cdek, body.pickup_point_id);
        if (!point) throw badRequest(M.pickupPointUnknown);
        const where = { cityCode: point.city_code, region: point.region };
        if (!pointServesArea(where, area, regionName(row.region_zone_id))) throw badRequest(M.pickupPointElsewhere);
        pointCode = point.code;
      }
      await saveCheckout(app.db, caller.sessionId, {
        shipping_code: option.code,
        pickup_point_code: pointCode,
        payment_code: null,
        current_step: 2,
      });
      return success(await checkoutOf(caller));
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/payment_method/update', {
    method: 'POST',
    schema: {
      operationId: 'checkoutPaymentMethodUpdate',
      summary: 'Шаг 3: способ оплаты',
      tags: ['Заказ'],
      body: PaymentMethodBody,
      response: replies(CheckoutState),
    },
    handler: async (request, reply) => {
      const { payment_method: code } = request.body;
      const caller = await callerOf(request, reply);
      const [row, cart] = [await loadCheckout(app.db, caller.sessionId), await loadCart(app.db, caller.owner)];
      const certificate = isCertificateCart(cart);
      if (!paymentMethodsFor(certificate).some((m) => m.code === code)) {
        throw badRequest(
          certificate && paymentMethodsFor(false).some((m) => m.code === code)
            ? M.certificateCardOnly
            : M.paymentNotOffered,
        );
      }
      if (!isPaymentChoosable(paymentMethodsFor(certificate, cardAvailable), code))
        throw badRequest(CARD_PAYMENT_UNAVAILABLE);
      if (!certificate) {
        const shipping = offeredShipping(row, cart, caller.owner.group, await deliveryTariff(app.db)).find(
          (o) => o.code === row.shipping_code,
        );
        if (!shipping) throw badRequest(M.shippingFirst);
      }
      await saveCheckout(app.db, caller.sessionId, { payment_code: code, current_step: 3 });
      return success(await checkoutOf(caller));
    },
  });

  registerCmsRoute(app, 'd_quickcheckout/shipping_address/update', {
    method: 'POST',
    schema: {
      operationId: 'checkoutShippingAddressUpdate',
      summary: 'Шаг 4: контактные данные (можно по одному полю); заполненные ведут к шагу 5',
      tags: ['Заказ'],
      body: ShippingAddressBody,
      response: replies(CheckoutState),
    },
    handler: async (request, reply) => {
      const body = request.body;
      const caller = await callerOf(request, reply);
      const [row, cart] = [await loadCheckout(app.db, caller.sessionId), await loadCart(app.db, caller.owner)];
      // Partial saves: the storefront saves each field as the shopper types or leaves it.
      const contact = {
        firstname: (body.firstname ?? row.firstname).trim(),
        lastname: (body.lastname ?? row.lastname).trim(),
        email: (body.email ?? row.email).trim(),
        telephone: (body.telephone ?? row.telephone).trim(),
        address_1: (body.address_1 ?? row.address_1).trim(),
      };
      const certificate = isCertificateCart(cart);
      // Contact details count from step 3 on (delivery and payment chosen): the step is then 4, or 5 once complete.
      // Before that they are only kept.
      const step = firstIncompleteStep({
        certificateOnly: certificate,
        area: row.area as AreaType | null,
        regionZoneId: row.area === AREA_TYPE.OTHER ? row.region_zone_id : row.zone_id,
        shippingCode: row.shipping_code,
        pickupPointChosen: row.pickup_point_code !== null,
        paymentChosen: isPaymentChoosable(paymentMethodsFor(certificate, cardAvailable), row.payment_code),
        contactComplete: isContactStepValid(contact, !certificate && needsStreetAddress(row.shipping_code)),
      });
      await saveCheckout(app.db, caller.sessionId, {
        ...contact,
        ...(body.comment !== undefined ? { comment: body.comment } : {}),
        ...(step >= 4 ? { current_step: step } : {}),
      });
      return success(await checkoutOf(caller));
    },
  });
}
