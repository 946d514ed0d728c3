import {
  PROFESSIONAL_BADGE_TEXT,
  PROFESSIONAL_BADGE_TOOLTIP,
  professionalPrice,
  showsGuestDiscountPrompt,
  showsProfessionalBadge,
} from '../../src/domain/discount-badge';

// The professionals' −30% as one rule per product (decision 0026): its pro_discount gives both the badge and the
// price professionals pay. Which demo products have it is checked against the shop before the rule
// (tests/server/pro-discount.test.ts).

describe('showsProfessionalBadge (product §2 Product card)', () => {
  it('follows the product’s pro_discount alone, whatever its article number or name', () => {
    expect(showsProfessionalBadge({ pro_discount: true })).toBe(true);
    expect(showsProfessionalBadge({ pro_discount: false })).toBe(false);
    // A card kept from before the rule (the 'Вы смотрели' of an older visit) shows no badge rather than a wrong one.
    expect(showsProfessionalBadge({})).toBe(false);
    expect(showsProfessionalBadge({ pro_discount: null })).toBe(false);
  });

  it('has the badge text and tooltip of product §1', () => {
    expect(PROFESSIONAL_BADGE_TEXT).toBe('-30%');
    expect(PROFESSIONAL_BADGE_TOOLTIP).toBe('для косметологов и врачей');
  });
});

describe('professionalPrice (product §1: professionals pay 70%)', () => {
  it.each([
    [2450, 1715],
    [890, 623],
    [34900, 24430],
    [1, 1],
    [0, 0],
    // Half a rouble rounds up, as the shop's prices always did.
    [5, 4],
    [15, 11],
  ])('%i ₽ → %i ₽', (price, expected) => {
    expect(professionalPrice(price)).toBe(expected);
  });
});

describe('showsGuestDiscountPrompt (product §5 last line)', () => {
  it.each<[string, boolean, boolean, boolean]>([
    ['guest, discounted product', true, false, true],
    ['logged in, discounted product', true, true, false],
    ['guest, product without the discount', false, false, false],
    ['logged in, product without the discount', false, true, false],
  ])('%s', (_case, proDiscount, loggedIn, expected) => {
    expect(showsGuestDiscountPrompt({ pro_discount: proDiscount }, loggedIn)).toBe(expected);
  });
});
