import type { EventObject } from 'xstate';
import { viewedHistoryMachine, type ViewedProduct } from '../../machines/catalogue/viewed-history.machine';
import { describePathTests } from './harness/path-model';
import { startScenario } from './harness/scenario';

// Every path of the viewed history (product §4 "Viewed history: new product to the front, duplicates ignored, capped at
// 5"), from an empty history and from a full one, storing the list after every view.

const product = (id: number): ViewedProduct & { name: string } => ({ product_id: id, name: `Товар ${id}` });
const FULL = [11, 12, 13, 14, 15].map(product);

await describePathTests(viewedHistoryMachine, {
  inputs: { 'nothing viewed yet': { items: [] }, 'five viewed': { items: FULL } },
  events: {
    'history.view': [
      { type: 'history.view', product: product(1) } as EventObject,
      { type: 'history.view', product: product(2) } as EventObject,
      { type: 'history.view', product: product(13) } as EventObject,
    ],
  },
  states: {
    tracking: ({ context, input, events, actions }) => {
      const items = context.items;
      const ids = items.map((item) => item.product_id);
      const before = input.items.map((item) => item.product_id);
      const viewed = events.map((e) => (e as unknown as { product: ViewedProduct }).product.product_id);
      // Capped at 5, never twice the same product.
      expect(ids.length).toBeLessThanOrEqual(5);
      expect(new Set(ids).size).toBe(ids.length);
      // The newest product not seen before is in front.
      const firstNew = [...viewed]
        .reverse()
        .find((id, i, reversed) => !before.includes(id) && !reversed.slice(i + 1).includes(id));
      if (firstNew !== undefined) expect(ids[0]).toBe(firstNew);
      else expect(ids).toEqual(before);
      // Every view is stored, with the list as it is now.
      expect(actions.storeHistory).toHaveBeenCalledTimes(viewed.length);
    },
  },
});

describe('viewed history examples (product §4 "new product to the front, duplicates ignored, capped at 5")', () => {
  it('keeps the products viewed, newest first, each once, at most 5, storing the list after every view', async () => {
    const table: [number[], number[], number[]][] = [
      [[], [1], [1]],
      [[], [1, 2], [2, 1]],
      [[], [1, 2, 1], [2, 1]],
      [[11, 12, 13], [13], [11, 12, 13]],
      [[11, 12, 13, 14, 15], [1], [1, 11, 12, 13, 14]],
      [
        [11, 12, 13, 14, 15],
        [1, 2],
        [2, 1, 11, 12, 13],
      ],
    ];
    for (const [before, viewed, after] of table) {
      const run = await startScenario(viewedHistoryMachine, { input: { items: before.map(product) } });
      for (const id of viewed) await run.send({ type: 'history.view', product: product(id) });
      expect(
        run.context.items.map((item) => item.product_id),
        `${JSON.stringify(before)} + ${JSON.stringify(viewed)}`,
      ).toEqual(after);
      expect(run.actions.storeHistory).toHaveBeenCalledTimes(viewed.length);
    }
  });
});
