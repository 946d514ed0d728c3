import { type AddToCartEvent, addToCartMachine } from '../../machines/cart/add-to-cart.machine';
import type { CommandReply } from '../../machines/cart/cart.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the 'В корзину' button (product §4 "Add to cart"): a press adds one unit with the option chosen then;
// the server's yes reads 'Добавлено в корзину' and the next press goes to /cart; a refusal is reported and the button
// is ready again; presses while adding add nothing more.

const SAMPLER = { 12: 44 };
const ADDED: CommandReply = {
  cart: null,
  message: 'Добавлено в корзину',
  add: { success: 'Добавлено в корзину', total: 'Итого: 4 500 ₽, в корзине 3 товара', count: 3 },
};
const PRESSES: AddToCartEvent[] = [{ type: 'addToCart.press' }, { type: 'addToCart.press', option: SAMPLER }];
const MIXING = new Error('Вы можете одновременно заказать либо один Сертификат либо продукцию на нашем сайте.');

/**
 * The presses that went to the server, in order (those made while the button was ready), read from the path's events
 * by the product's rule, not by the machine.
 */
function pressesSent(events: { type: string; option?: unknown }[]): { option?: unknown }[] {
  let state: 'ready' | 'adding' | 'added' = 'ready';
  const sent: { option?: unknown }[] = [];
  for (const event of events) {
    if (event.type === 'addToCart.press' && state === 'ready') {
      state = 'adding';
      sent.push(event);
    } else if (event.type.startsWith('xstate.done.actor')) state = 'added';
    else if (event.type.startsWith('xstate.error.actor')) state = 'ready';
  }
  return sent;
}

await describePathTests(addToCartMachine, {
  inputs: { 'a product': { productId: 7 } },
  events: { 'addToCart.press': PRESSES },
  actors: { addToCart: { done: [ADDED], error: [MIXING] } },
  states: {
    ready: ({ actions, count, invoked }) => {
      // Each refusal reported once; nothing reads as added; no trip to the cart.
      expect(actions.reportRefusal).toHaveBeenCalledTimes(count('error: addToCart'));
      expect(actions.reportAdded).not.toHaveBeenCalled();
      expect(actions.goToCart).not.toHaveBeenCalled();
      expect(invoked.addToCart).toHaveLength(count('error: addToCart'));
    },
    adding: ({ events, invoked, actions }) => {
      // One add per press made while ready: the product, with the option of that press (none when none was chosen).
      const sent = pressesSent(events);
      expect(invoked.addToCart).toEqual(
        sent.map((press) => (press.option ? { productId: 7, option: press.option } : { productId: 7 })),
      );
      expect(actions.goToCart).not.toHaveBeenCalled();
    },
    added: ({ actions, count, labels, invoked }) => {
      expect(actions.reportAdded).toHaveBeenCalledTimes(1);
      expect(actions.reportAdded).toHaveBeenCalledWith(expect.anything(), ADDED);
      // Every press after the add goes to /cart and adds nothing.
      const afterAdd = labels.slice(labels.findIndex((label) => label.startsWith('done: addToCart')) + 1);
      expect(actions.goToCart).toHaveBeenCalledTimes(afterAdd.filter((l) => l.startsWith('addToCart.press')).length);
      expect(invoked.addToCart).toHaveLength(count('error: addToCart') + 1);
    },
  },
});

describe("'В корзину' examples", () => {
  it('adds once however often it is pressed while adding, then goes to /cart', async () => {
    const run = await startScenario(addToCartMachine, { input: { productId: 7 } });
    await run.send({ type: 'addToCart.press', option: SAMPLER });
    await run.send({ type: 'addToCart.press' });
    expect(run.value).toBe('adding');
    expect(run.invoked.addToCart).toEqual([{ productId: 7, option: SAMPLER }]);
    await run.done('addToCart', ADDED);
    expect(run.value).toBe('added');
    expect(run.actions.reportAdded).toHaveBeenCalledWith(expect.anything(), ADDED);
    await run.send({ type: 'addToCart.press' });
    expect(run.actions.goToCart).toHaveBeenCalledTimes(1);
    expect(run.invoked.addToCart).toHaveLength(1);
  });

  it('reports a refusal with its message and is ready to try again', async () => {
    const run = await startScenario(addToCartMachine, { input: { productId: 7 } });
    await run.send({ type: 'addToCart.press' });
    expect(run.invoked.addToCart).toEqual([{ productId: 7 }]);
    await run.fail('addToCart', MIXING);
    expect(run.value).toBe('ready');
    expect(run.actions.reportRefusal).toHaveBeenCalledWith(expect.anything(), MIXING);
    expect(run.actions.reportAdded).not.toHaveBeenCalled();
    await run.send({ type: 'addToCart.press' });
    expect(run.value).toBe('adding');
    expect(run.invoked.addToCart).toHaveLength(2);
  });
});
