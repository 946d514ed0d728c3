import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from './test-app';

// Which product comes first for what a shopper types (against the seeded demo catalogue): a word in any form, a typo,
// an article number whole, partial or in another case. Full-text search ('russian') for word forms, trigram
// similarity for typos, the article number before everything else.

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

type Found = { sku: string; name: string };

async function found(k: string, limit = 5): Promise<Found[]> {
  const reply = await shop.app.inject({
    method: 'GET',
    url: `/cms/index.php?route=module/isearch/ajaxget&k=${encodeURIComponent(k)}&limit=${limit}`,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ data: Found[] }>().data;
}

const names = (list: Found[]) => list.map((p) => p.name.toLowerCase());

describe('search ranking', () => {
  it("'крем', 'кремы' and 'Крем' list creams, those named so first, the same order for every form", async () => {
    const krem = await found('крем');
    expect(krem).toHaveLength(5);
    for (const name of names(krem)) expect(name).toMatch(/^крем/);
    expect(await found('кремы')).toEqual(krem);
    expect(await found('Крем')).toEqual(krem);
  });

  it("a typo: 'крэм' still lists creams first", async () => {
    const typo = await found('крэм');
    expect(typo.length).toBeGreaterThan(0);
    for (const name of names(typo)) expect(name).toMatch(/^крем/);
  });

  it('a typo in a longer phrase finds the one product meant', async () => {
    expect((await found('крэм для рук'))[0]).toMatchObject({ sku: 'bt6005', name: 'Крем для рук с мочевиной 10%' });
    expect((await found('миндальны пилнг'))[0].sku).toBe('bt1001');
    expect((await found('сыворатка'))[0].name).toMatch(/^Сыворотка/);
    expect((await found('гиалуроновй крем'))[0].sku).toBe('bt2001');
  });

  it('words in another form, in any order, and a word still being typed', async () => {
    expect((await found('пилинг миндальный'))[0].sku).toBe('bt1001');
    expect((await found('миндальные пилинги'))[0].sku).toBe('bt1001');
    // The last word is still being typed.
    expect((await found('пилинг мин'))[0]).toMatchObject({ sku: 'bt1001', name: 'Пилинг миндальный 30%' });
    expect((await found('крем для рук'))[0].sku).toBe('bt6005');
    expect((await found('гиалуроновая'))[0].sku).toBe('bt2001');
    const typing = await found('гиалур');
    expect(
      typing
        .slice(0, 2)
        .map((p) => p.sku)
        .sort(),
    ).toEqual(['bt2001', 'bt2002']);
  });

  it('ё and е are the same letter', async () => {
    expect((await found('желтый пилинг'))[0].sku).toBe('bt1005');
    expect((await found('обертывание'))[0].sku).toBe('bt6008');
  });

  it('the exact article number comes first, in any case', async () => {
    expect((await found('bt1001'))[0].sku).toBe('bt1001');
    expect((await found('BT1001'))[0].sku).toBe('bt1001');
    expect((await found('w2100'))[0]).toMatchObject({ sku: 'W2100', name: 'Термальная вода' });
    expect((await found('YELLOW-2022'))[0].sku).toBe('YELLOW-2022');
  });

  it('a partial article number: its start lists that series in order, its digits find the one product', async () => {
    expect((await found('bt20')).map((p) => p.sku)).toEqual(['bt2001', 'bt2002', 'bt2003', 'bt2004', 'bt2005']);
    expect((await found('2001'))[0].sku).toBe('bt2001');
    expect((await found('t100', 12)).map((p) => p.sku).slice(0, 9)).toEqual([
      'bt1001',
      'bt1002',
      'bt1003',
      'bt1004',
      'bt1005',
      'bt1006',
      'bt1007',
      'bt1008',
      'bt1009',
    ]);
  });

  it('a name word outweighs the same word in a description', async () => {
    const spf = await found('spf', 12);
    expect(spf.slice(0, 4).every((p) => /spf/i.test(p.name))).toBe(true);
    const ranked = await found('шампунь', 12);
    expect(ranked[0].sku).toBe('bt7001');
    expect(ranked.length).toBeGreaterThan(1);
  });

  it('a product added later is found by a typo of its new word too (the vocabulary follows the catalogue)', async () => {
    await shop.db
      .insertInto('product')
      .values({
        sku: 'bt9901',
        name: 'Флюид антиоксидантный',
        price: 1500,
        keyword: 'flyuid-antioksidantnyj',
        date_available: '2025-01-01',
      })
      .execute();
    expect((await found('антиоксидантный'))[0].sku).toBe('bt9901');
    expect((await found('антиоксидатный'))[0].sku).toBe('bt9901');
  });
});
