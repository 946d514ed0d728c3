import { PRICE_SPACE, formatRoubles, parseRoubles, parseTotalFromAddMessage } from '../../src/domain/money';

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

  it('groups digits as Intl.NumberFormat(ru-RU) does, for every length up to the 15 digits money holds', () => {
    const intl = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0, useGrouping: true });
    const values = [
      1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10_000, 99_999, 100_000, 123_456_789, 999_999_999_999_999,
    ];
    for (const value of [...values, ...values.map((v) => -v)]) {
      expect(formatRoubles(value), String(value)).toBe(`${intl.format(value).replace(/[\s\u202f]/g, NBSP)}${NBSP}₽`);
    }
  });

  it('contains no ordinary or narrow spaces', () => {
    expect(formatRoubles(1234567)).not.toMatch(/[ \u202f]/);
  });
});

describe('parseTotalFromAddMessage (product §7: second space-separated word)', () => {
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

describe('parseRoubles: whole roubles from a request, everything else refused', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [5000, 5000],
    ['5000', 5000],
    ['0', 0],
    [999_999_999_999_999, 999_999_999_999_999],
    ['999999999999999', 999_999_999_999_999],
  ])('%j → %d', (value, expected) => {
    expect(parseRoubles(value)).toBe(expected);
  });

  it.each<[string, unknown]>([
    ['1e400 (JSON gives Infinity)', JSON.parse('1e400')],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
    ['-0', -0],
    ['a negative amount', -5],
    ['401 digits', '9'.repeat(401)],
    ['16 digits (past exact doubles)', '1000000000000000'],
    ['1e15 as a number', 1e15],
    ['5000.5', 5000.5],
    ['"5000.5"', '5000.5'],
    ['" 5000"', ' 5000'],
    ['"5000 "', '5000 '],
    ['"5e3"', '5e3'],
    ['"+5000"', '+5000'],
    ['"-5000"', '-5000'],
    ['"0x10"', '0x10'],
    ['"Infinity"', 'Infinity'],
    ['an empty string', ''],
    ['an array', [5000]],
    ['an object', { amount: 5000 }],
    ['true', true],
    ['null', null],
    ['undefined', undefined],
  ])('%s → null', (_name, value) => {
    expect(parseRoubles(value)).toBeNull();
  });
});
