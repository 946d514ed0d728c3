import { PRICE_SPACE, formatRoubles, parseTotalFromAddMessage } from '../../src/domain/money';

// Prices use U+00A0 NO-BREAK SPACE between digit groups and before '₽'; written out here so the tests say so.
const NBSP = '\u00a0';

describe('formatRoubles', () => {
  it('uses the no-break space U+00A0', () => {
    expect(PRICE_SPACE).toBe('\u00a0');
  });

  it.each<[number | string, string]>([
    [0, `0${NBSP}₽`],
    [999, `999${NBSP}₽`],
    [1000, `1${NBSP}000${NBSP}₽`],
    [12345.6, `12${NBSP}346${NBSP}₽`],
    [12345.4, `12${NBSP}345${NBSP}₽`],
    ['15000.00', `15${NBSP}000${NBSP}₽`],
    [1234567, `1${NBSP}234${NBSP}567${NBSP}₽`],
    [-0.4, `0${NBSP}₽`],
    [-1500, `-1${NBSP}500${NBSP}₽`],
    [Number.NaN, `0${NBSP}₽`],
    [Number.POSITIVE_INFINITY, `0${NBSP}₽`],
    ['', `0${NBSP}₽`],
    ['abc', `0${NBSP}₽`],
  ])('%j → %j', (value, expected) => {
    expect(formatRoubles(value)).toBe(expected);
  });

  it('contains no ordinary or narrow spaces', () => {
    expect(formatRoubles(1234567)).not.toMatch(/[ \u202f]/);
  });
});

describe('parseTotalFromAddMessage (SPEC §7: second space-separated word)', () => {
  it.each<[string | null | undefined, number | null]>([
    ['Итого: 4500 ₽', 4500],
    ['Сумма 12000 руб.', 12000],
    ['  Итого:   350 ₽ ', 350],
    ['Итого: 1234.50 ₽', 1234],
    [`Итого: 12${NBSP}345 ₽`, 12345],
    ['Итого: ₽', null],
    ['Итого:', null],
    ['', null],
    [null, null],
  ])('%j → %j', (text, expected) => {
    expect(parseTotalFromAddMessage(text)).toBe(expected);
  });
});
