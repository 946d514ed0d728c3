import { productHead, type ProductHeadInput } from '../../src/domain/product-head';

// A product page's title and description: the manager's own when written, otherwise name, category and price.

const NBSP = '\u00a0';
const peel: ProductHeadInput = {
  name: 'Пилинг ретиноевый 5%',
  price: 4900,
  special: null,
  description: '<p>Срединно-поверхностный пилинг.</p><ul><li>Лифтинг</li></ul>',
  category: { name: 'Пилинги' },
  meta_title: '',
  meta_description: '',
};

describe('productHead', () => {
  it('builds the title and description from the name, the category and the price when none is written', () => {
    expect(productHead(peel)).toEqual({
      title: null,
      page: `Пилинг ретиноевый 5% — Пилинги, 4${NBSP}900${NBSP}₽`,
      description: `Пилинг ретиноевый 5% — Пилинги, 4${NBSP}900${NBSP}₽. Срединно-поверхностный пилинг. Лифтинг`,
    });
  });

  it('names the price the visitor pays: the special when one applies', () => {
    expect(productHead({ ...peel, special: 3990 }).page).toBe(`Пилинг ретиноевый 5% — Пилинги, 3${NBSP}990${NBSP}₽`);
  });

  it('leaves out a missing category and a price of 0 (the certificate is priced by the buyer)', () => {
    expect(productHead({ ...peel, category: null }).page).toBe(`Пилинг ретиноевый 5%, 4${NBSP}900${NBSP}₽`);
    const certificate = productHead({ ...peel, name: 'Подарочный сертификат', price: 0, category: null });
    expect(certificate.page).toBe('Подарочный сертификат');
    expect(productHead({ ...peel, description: '' }).description).toBe(
      `Пилинг ретиноевый 5% — Пилинги, 4${NBSP}900${NBSP}₽`,
    );
  });

  it("uses the manager's meta_title as the whole title and meta_description as the description, trimmed", () => {
    const head = productHead({
      ...peel,
      meta_title: '  Жёлтый пилинг для кабинета | Космецевтика BT ',
      meta_description: ' Ретиноевый пилинг 5%: лифтинг без долгой реабилитации. ',
    });
    expect(head.title).toBe('Жёлтый пилинг для кабинета | Космецевтика BT');
    expect(head.description).toBe('Ретиноевый пилинг 5%: лифтинг без долгой реабилитации.');
    // The built name stays for the places that show the page's own name (the link preview's heading).
    expect(head.page).toBe(`Пилинг ретиноевый 5% — Пилинги, 4${NBSP}900${NBSP}₽`);
  });

  it('treats a blank meta_title or meta_description as not written', () => {
    const head = productHead({ ...peel, meta_title: '   ', meta_description: '\n ' });
    expect(head.title).toBeNull();
    expect(head.description).toContain('Пилинги');
  });
});
