import {
  PROFESSIONAL_BADGE_TEXT,
  PROFESSIONAL_BADGE_TOOLTIP,
  showsGuestDiscountPrompt,
  showsProfessionalBadge,
} from '../../src/domain/discount-badge';

describe('showsProfessionalBadge (product §2 Product card)', () => {
  it.each<[string | null | undefined, string]>([
    ['bt9020', 'Пилинг'],
    ['bt7801', 'Крем'],
    ['bt7802', 'Крем'],
    ['bt7803', 'Крем'],
    ['bt4009', 'Набор'],
    ['bt1001+bt4009', 'Набор'],
    ['bt1002 + bt4009', 'Набор'],
    ['bt4009+bt1099', 'Набор'],
    ['bt1050/bt4009', 'Набор'],
    ['YELLOW-2022', 'Набор'],
    ['BLACK-2022', 'Набор'],
    ['', 'Без артикула'],
    ['   ', 'Пробелы вместо артикула'],
    [null, 'Артикул null'],
    [undefined, 'Артикул отсутствует'],
    ['W100', 'Товар на W'],
    ['WHITE', 'Товар на W'],
    [' bt9020 ', 'Пробелы вокруг артикула'],
    ['GC-1', 'Подарочный сертификат'],
  ])('hidden for sku %j named %j', (sku, name) => {
    expect(showsProfessionalBadge({ sku, name })).toBe(false);
  });

  it.each<[string, string]>([
    ['bt9021', 'near miss of bt9020'],
    ['bt7800', 'just below bt7801-bt7803'],
    ['bt7804', 'just above bt7801-bt7803'],
    ['bt1001', 'a bt10xx code alone'],
    ['bt1100+bt4009', 'bt1100 is not a bt10xx code'],
    ['bt10011+bt4009', 'a five-digit code is not bt10xx'],
    ['bt1001+bt40091', 'bt40091 is not bt4009'],
    ['bt4008', 'near miss of bt4009'],
    ['YELLOW-2023', 'another year'],
    ['w100', "lowercase 'w' is not 'W' (case-sensitive, as docs/product.md spells it)"],
    ['BT9020', 'uppercase BT is not bt (case-sensitive)'],
    ['AW100', "a 'W' that is not first"],
  ])('shown for sku %j (%s)', (sku) => {
    expect(showsProfessionalBadge({ sku, name: 'Крем для лица' })).toBe(true);
  });

  it('is hidden by the certificate name even with an ordinary sku, and shown for a similar name', () => {
    expect(showsProfessionalBadge({ sku: 'bt1234', name: ' Подарочный сертификат ' })).toBe(false);
    expect(showsProfessionalBadge({ sku: 'bt1234', name: 'Подарочный набор' })).toBe(true);
  });

  it('has the badge text and tooltip of product §1', () => {
    expect(PROFESSIONAL_BADGE_TEXT).toBe('-30%');
    expect(PROFESSIONAL_BADGE_TOOLTIP).toBe('для косметологов и врачей');
  });
});

describe('showsGuestDiscountPrompt (product §5 last line)', () => {
  it.each<[string, string, boolean, boolean]>([
    ['guest, ordinary product', 'bt1234', false, true],
    ['logged in, ordinary product', 'bt1234', true, false],
    ['guest, excluded sku', 'bt9020', false, false],
    ['guest, W sku', 'W1', false, false],
  ])('%s', (_case, sku, loggedIn, expected) => {
    expect(showsGuestDiscountPrompt({ sku, name: 'Крем' }, loggedIn)).toBe(expected);
  });
});
