import { useState } from 'react';
import type { ProductDetails } from '../../../api/catalogue';
import {
  chosenOptions,
  offeredOptions,
  priceWithChoice,
  requiredChosen,
  type OfferedOption,
} from '../../../domain/product-option-choice';

/** What a shopper has chosen of a product's options, and what follows from it. */
export interface OptionChoice {
  options: OfferedOption[];
  chosen: Readonly<Record<string, string>>;
  choose: (productOptionId: number, valueId: string) => void;
  /** The price and special with the chosen values' differences: what 'В корзину' will put in the cart. */
  price: { price: number; special: number | null };
  /** The add payload's options ({product_option_id: product_option_value_id}), or undefined: nothing chosen. */
  option: Record<string, number> | undefined;
  /** Every option that must be chosen ('Объём', issue 16) has a value: 'В корзину' may add. */
  complete: boolean;
}

/**
 * A product's option choice as the product page and the quick view offer it (one choice per option, nothing chosen at
 * first): the same price and the same add on both.
 */
export function useOptionChoice(product: Pick<ProductDetails, 'price' | 'special' | 'options'>): OptionChoice {
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const options = offeredOptions(product.options);
  return {
    options,
    chosen,
    choose: (productOptionId, valueId) => setChosen((now) => ({ ...now, [String(productOptionId)]: valueId })),
    price: priceWithChoice(product, options, chosen),
    option: chosenOptions(chosen),
    complete: requiredChosen(options, chosen),
  };
}
