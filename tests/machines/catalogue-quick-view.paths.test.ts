import type { EventObject } from 'xstate';
import { quickViewMachine } from '../../machines/catalogue/quick-view.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of quick view (product §2 "Quick-view modal", §8): the product loads then shows, or its failure toasts and
// closes the modal; the recommended products load beside it (3 kept) or toast; 'Описание' goes to the product page.

const PRODUCT = { product_id: 7, url: 'piling-mindalnyj-30' };
const RECOMMENDED = [{ product_id: 8 }, { product_id: 9 }, { product_id: 10 }, { product_id: 11 }];
const events: Record<string, EventObject[]> = {
  'quickView.open': [{ type: 'quickView.open', productId: 7 } as EventObject],
};

await describePathTests(quickViewMachine, {
  events,
  actors: {
    loadProduct: { done: [PRODUCT], error: [new Error('Network Error')] },
    loadRecommended: { done: [RECOMMENDED], error: [new Error('Network Error')] },
  },
  states: {
    closed: ({ context, actions, count }) => {
      // Closing forgets the product; each failure toasted once; 'Описание' is the only way to the product page.
      expect(context).toEqual({ productId: null, product: null, recommended: [] });
      expect(actions.notifyProductError).toHaveBeenCalledTimes(count('error: loadProduct'));
      expect(actions.openProductPage).toHaveBeenCalledTimes(count('quickView.description'));
    },
    loading: ({ context, invoked, count }) => {
      expect(context.productId).toBe(7);
      expect(context.product).toBeNull();
      expect(invoked.loadProduct).toHaveLength(count('quickView.open'));
      expect(invoked.loadProduct.at(-1)).toEqual({ productId: 7 });
    },
    'shown.recommended.loading': ({ context, invoked, count }) => {
      expect(context.product).toEqual(PRODUCT);
      expect(context.recommended).toEqual([]);
      expect(invoked.loadRecommended).toHaveLength(count('done: loadProduct'));
      expect(invoked.loadRecommended.at(-1)).toEqual({ productId: 7 });
    },
    'shown.recommended.shown': ({ context }) => {
      // product §9: the first 3 recommended products.
      expect(context.recommended).toEqual(RECOMMENDED.slice(0, 3));
    },
    'shown.recommended.failed': ({ context, actions, count }) => {
      expect(context.recommended).toEqual([]);
      expect(actions.notifyRecommendedError).toHaveBeenCalledTimes(count('error: loadRecommended'));
    },
    'shown.tab.description': ({ context, actions }) => {
      expect(context.product?.url).toBe(PRODUCT.url);
      expect(actions.openProductPage).not.toHaveBeenCalled();
      expect(actions.notifyProductError).not.toHaveBeenCalled();
    },
  },
});

// Examples: closing at every moment, a failed load, 'Описание' (product §2 "Quick-view modal", §8 "'Не удалось
// получить информацию о товаре' (quick view closes)").

const NOTHING_SHOWN = { productId: null, product: null, recommended: [] };

describe('quick view examples', () => {
  it('closes and forgets the product whenever the shopper closes it: loading, shown, recommended loading or not', async () => {
    for (const moment of ['loading', 'shown', 'recommended shown', 'recommended failed'] as const) {
      const run = await startScenario(quickViewMachine);
      await run.send({ type: 'quickView.open', productId: 7 });
      if (moment !== 'loading') await run.done('loadProduct', PRODUCT);
      if (moment === 'recommended shown') await run.done('loadRecommended', RECOMMENDED);
      if (moment === 'recommended failed') await run.fail('loadRecommended', new Error('Network Error'));
      await run.send({ type: 'quickView.close' });
      expect(run.value, moment).toBe('closed');
      expect(run.context).toEqual(NOTHING_SHOWN);
    }
  });

  it('toasts and closes when the product does not load', async () => {
    const run = await startScenario(quickViewMachine);
    await run.send({ type: 'quickView.open', productId: 7 });
    await run.fail('loadProduct', new Error('Network Error'));
    expect(run.value).toBe('closed');
    expect(run.context).toEqual(NOTHING_SHOWN);
    expect(run.actions.notifyProductError).toHaveBeenCalledTimes(1);
  });

  it("goes to the product page on 'Описание', closing the modal", async () => {
    const run = await startScenario(quickViewMachine);
    await run.send({ type: 'quickView.open', productId: 7 });
    await run.done('loadProduct', PRODUCT);
    expect(run.value).toEqual({ shown: { recommended: 'loading', tab: 'description' } });
    await run.send({ type: 'quickView.description' });
    expect(run.value).toBe('closed');
    expect(run.actions.openProductPage).toHaveBeenCalledTimes(1);
  });
});
