import { PHONE_MASK, formatPhone, unmaskPhone } from '../../src/domain/phone-mask';
import { isValidRussianPhone } from '../../src/domain/validation';

describe('phone mask', () => {
  it('is the react-imask mask of product §5', () => {
    expect(PHONE_MASK).toBe('+7(000)000-00-00');
  });

  it.each<[string | null | undefined, string]>([
    ['+7(912)345-67-89', '79123456789'],
    ['+7 (912) 345 67 89', '79123456789'],
    ['+7(912', '7912'],
    ['', ''],
    [null, ''],
  ])('unmaskPhone(%j) → %j', (value, expected) => {
    expect(unmaskPhone(value)).toBe(expected);
  });

  it.each<[string, string]>([
    ['79123456789', '+7(912)345-67-89'],
    ['89123456789', '+7(912)345-67-89'],
    ['9123456789', '+7(912)345-67-89'],
    ['+7(912)345-67-89', '+7(912)345-67-89'],
    ['8 (912) 345-67-89', '+7(912)345-67-89'],
    ['12345', '12345'],
    ['59123456789', '59123456789'],
    ['', ''],
  ])('formatPhone(%j) → %j', (value, expected) => {
    expect(formatPhone(value)).toBe(expected);
  });
});

describe('isValidRussianPhone (11 digits starting with 7 once unmasked)', () => {
  it.each<[string, boolean]>([
    ['+7(912)345-67-89', true],
    ['79123456789', true],
    ['+7(912)345-67-8', false],
    ['+7(912)345-67-890', false],
    ['89123456789', false],
    ['9123456789', false],
    ['+7(', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isValidRussianPhone(value)).toBe(expected);
  });
});
