import { describe, expect, it } from 'vitest';
import { pointServesArea, sameRegion } from '../../src/domain/pickup-point-area';

const moscow = { cityCode: 44, region: 'Москва' };
const spb = { cityCode: 137, region: 'Санкт-Петербург' };
const novosibirsk = { cityCode: 270, region: 'Новосибирская область' };
const voronezh = { cityCode: 506, region: 'Воронежская область' };

describe('which pickup points an area of checkout step 1 may take', () => {
  it.each([
    ['msk.inside-mkad', null, moscow, true],
    ['msk.inside-mkad', null, spb, false],
    ['msk.inside-mkad', null, novosibirsk, false],
    ['spb.inside-kad', null, spb, true],
    ['spb.inside-kad', null, moscow, false],
    ['another', 'Новосибирская область', novosibirsk, true],
    ['another', 'Новосибирская область', voronezh, false],
    ['another', 'Москва', moscow, false],
    ['another', 'Санкт-Петербург', spb, false],
    ['another', null, novosibirsk, false],
  ] as const)('%s, region %s: %o → %s', (area, region, point, expected) => {
    expect(pointServesArea(point, area, region)).toBe(expected);
  });

  it('reads region names as a person does: case, ё and spaces aside', () => {
    expect(sameRegion('Орловская  область', 'орловская область')).toBe(true);
    expect(sameRegion('Республика Марий Эл', 'Республика Марий Эл ')).toBe(true);
    expect(sameRegion('Ёлкинская область', 'Елкинская область')).toBe(true);
    expect(sameRegion('Орловская область', 'Курская область')).toBe(false);
  });
});
