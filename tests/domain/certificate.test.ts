import {
  allowedPaymentCodesForCertificateCart,
  canAddAllToCart,
  canAddToCart,
  certificateMixWarning,
  isCertificate,
  isPaymentAllowedForCart,
  isValidCertificateAmount,
} from '../../src/domain/certificate';

const certificate = { product_id: 187, name: 'Подарочный сертификат' };
const cream = { product_id: 42, name: 'Крем' };
const refused = {
  ok: false,
  warning: 'Вы можете одновременно заказать либо один Сертификат либо продукцию на нашем сайте.',
};

describe('isCertificate', () => {
  it.each<[string, { product_id: number | string; name?: string | null }, boolean]>([
    ['id 187 with its name', certificate, true],
    ['id 187 as a string, no name', { product_id: '187' }, true],
    ['the name with another id', { product_id: 999, name: 'Подарочный сертификат' }, true],
    ['an ordinary product', cream, false],
    ['id 1870', { product_id: 1870, name: 'Крем' }, false],
  ])('%s', (_case, product, expected) => {
    expect(isCertificate(product)).toBe(expected);
  });
});

describe('canAddToCart: certificate mixing (product §5)', () => {
  it('keeps the certificate warning text', () => {
    expect(certificateMixWarning).toBe(refused.warning);
  });

  it.each<[string, (number | string)[], { product_id: number | string; name?: string }, object]>([
    ['certificate into an empty cart', [], certificate, { ok: true }],
    ['product into an empty cart', [], cream, { ok: true }],
    ['product into a cart of products', [42, 43], { product_id: 44, name: 'Сыворотка' }, { ok: true }],
    ['the same product again', [42], cream, { ok: true }],
    ['certificate into a cart of products', [42], certificate, refused],
    [
      'certificate (known by name) into a cart of products',
      [42],
      { product_id: 999, name: 'Подарочный сертификат' },
      refused,
    ],
    ['product into a cart holding the certificate', [187], cream, refused],
    ['product into a cart holding the certificate (string id)', ['187'], cream, refused],
    ['a second certificate into a cart holding one', [187], certificate, refused],
  ])('%s', (_case, cartIds, product, expected) => {
    expect(canAddToCart(cartIds, product)).toEqual(expected);
  });
});

describe('canAddAllToCart: repeat order', () => {
  it.each<[string, number[], { product_id: number; name?: string }[], object]>([
    ['products into an empty cart', [], [cream, { product_id: 43 }], { ok: true }],
    ['products into a cart of products', [1], [cream, { product_id: 43 }], { ok: true }],
    ['a lone certificate into an empty cart', [], [certificate], { ok: true }],
    ['certificate and a product together', [], [certificate, cream], refused],
    ['a product then the certificate', [], [cream, certificate], refused],
    ['products into a cart holding the certificate', [187], [cream], refused],
    ['an empty list', [187], [], { ok: true }],
  ])('%s', (_case, cartIds, products, expected) => {
    expect(canAddAllToCart(cartIds, products)).toEqual(expected);
  });
});

describe('isValidCertificateAmount (whole roubles above 100)', () => {
  it.each<[string | number, boolean]>([
    [100, false],
    ['100', false],
    [101, true],
    ['101', true],
    ['100.01', false],
    ['100,5', false],
    ['5000.5', false],
    [' 500 ', true],
    ['5000', true],
    ['', false],
    ['abc', false],
    ['1e3', false],
    ['-500', false],
    ['500 ₽', false],
    [0, false],
    [Number.NaN, false],
  ])('%j → %s', (value, expected) => {
    expect(isValidCertificateAmount(value)).toBe(expected);
  });
});

describe('payment for a certificate cart', () => {
  it('allows only the bank-card provider', () => {
    expect(allowedPaymentCodesForCertificateCart).toEqual(['modulbank']);
  });

  it.each<[number[], string, boolean]>([
    [[187], 'modulbank', true],
    [[187], 'cod', false],
    [[42], 'cod', true],
    [[42], 'modulbank', true],
  ])('cart %j paying by %s → %s', (cartIds, code, expected) => {
    expect(isPaymentAllowedForCart(cartIds, code)).toBe(expected);
  });
});
