import {
  PROMOTION_PREVIEW_TEXT,
  promotionPreviewMachine,
  type PromotionPreviewEvent,
} from '../../machines/admin/promotion-preview.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the promotions' preview (issue 16): nothing is asked of the server for an empty sample; the sample and
// the group go as they are on screen; any change of the sample forgets the last result.

const ev = (event: PromotionPreviewEvent) => event;
const RESULT = { lines: [], totals: [], total: 3600, gift_count: 0, gifts: [] };

await describePathTests(promotionPreviewMachine, {
  events: {
    'sample.add': [ev({ type: 'sample.add', product: { product_id: 7, name: 'Крем' } })],
    'sample.quantity': [ev({ type: 'sample.quantity', productId: 7, quantity: 5 })],
    'sample.remove': [ev({ type: 'sample.remove', productId: 7 })],
    'sample.group': [ev({ type: 'sample.group', group: 2 })],
  },
  actors: { compute: { done: [RESULT], error: [new Error('Сервер недоступен')] } },
  states: {
    idle: ({ context, labels }) => {
      const last = labels.at(-1) ?? '';
      if (last.startsWith('done: compute')) expect(context.result).toEqual(RESULT);
      else expect(context.result).toBeNull();
      if (context.error === PROMOTION_PREVIEW_TEXT.empty) expect(context.lines).toEqual([]);
    },
    computing: ({ context, invoked }) => {
      expect(context.lines.length).toBeGreaterThan(0);
      expect(invoked.compute.at(-1)).toEqual({
        customer_group_id: context.group,
        lines: context.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })),
      });
    },
  },
});

describe('promotion preview examples', () => {
  it('adds a product once, and keeps quantities within 1 to 999', async () => {
    const run = await startScenario(promotionPreviewMachine);
    await run.send({ type: 'sample.run' });
    expect(run.context.error).toBe(PROMOTION_PREVIEW_TEXT.empty);
    await run.send({ type: 'sample.add', product: { product_id: 7, name: 'Крем' } });
    await run.send({ type: 'sample.add', product: { product_id: 7, name: 'Крем' } });
    expect(run.context.lines).toEqual([{ product_id: 7, name: 'Крем', quantity: 1 }]);
    await run.send({ type: 'sample.quantity', productId: 7, quantity: 5000 });
    expect(run.context.lines[0]?.quantity).toBe(999);
    await run.send({ type: 'sample.quantity', productId: 7, quantity: 0 });
    expect(run.context.lines[0]?.quantity).toBe(1);
    await run.send({ type: 'sample.run' });
    expect(run.invoked.compute).toEqual([{ customer_group_id: 0, lines: [{ product_id: 7, quantity: 1 }] }]);
  });
});
