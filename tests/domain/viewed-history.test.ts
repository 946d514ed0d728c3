import { addToHistory, showsViewedHistory } from '../../src/domain/viewed-history';

const p = (product_id: number | string) => ({ product_id, name: `Товар ${product_id}` });
const ids = (list: { product_id: number | string }[]) => list.map((item) => item.product_id);

describe('addToHistory (product §4 viewed history)', () => {
  it.each<[string, (number | string)[], number | string, number | undefined, (number | string)[]]>([
    ['first product', [], 1, undefined, [1]],
    ['new product goes to the front', [1, 2], 3, undefined, [3, 1, 2]],
    ['a duplicate is ignored, order kept', [3, 1, 2], 1, undefined, [3, 1, 2]],
    ['a duplicate with a string id is ignored', [3, 1, 2], '1', undefined, [3, 1, 2]],
    ['capped at 5, the oldest drops', [5, 4, 3, 2, 1], 6, undefined, [6, 5, 4, 3, 2]],
    ['a custom cap', [2, 1], 3, 2, [3, 2]],
    ['an over-long stored list is capped', [7, 6, 5, 4, 3, 2, 1], 6, undefined, [7, 6, 5, 4, 3]],
  ])('%s', (_case, before, added, cap, after) => {
    expect(ids(addToHistory(before.map(p), p(added), cap))).toEqual(after);
  });

  it('does not change the list it was given', () => {
    const list = [p(1), p(2)];
    addToHistory(list, p(3));
    expect(ids(list)).toEqual([1, 2]);
  });
});

describe('showsViewedHistory (more than 1 stored)', () => {
  it.each<[number, boolean]>([
    [0, false],
    [1, false],
    [2, true],
    [5, true],
  ])('%i stored → %s', (count, expected) => {
    expect(showsViewedHistory(Array.from({ length: count }, (_, i) => p(i)))).toBe(expected);
  });
});
