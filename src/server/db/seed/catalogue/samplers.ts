import { SAMPLER_OPTION_NAME } from '../../../../domain/product-option-choice';

/** The free sampler option (product §2 'free sampler select') and its values. */
export const samplerOption = {
  name: SAMPLER_OPTION_NAME,
  values: [
    'Крем с гиалуроновой кислотой, 5 мл',
    'Сыворотка с витамином C 15%, 2 мл',
    'Крем с ретинолом 0,3%, 3 мл',
    'Маска альгинатная, 1 саше',
    'Крем солнцезащитный SPF 50, 5 мл',
    'Сыворотка против выпадения волос, 3 мл',
  ],
};
