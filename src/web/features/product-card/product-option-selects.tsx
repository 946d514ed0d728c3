import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import {
  emptyChoiceLabel,
  OPTION_CHOICE_TEXT,
  SAMPLER_OPTION_NAME,
  valueLabel,
} from '../../../domain/product-option-choice';
import type { OptionChoice } from './use-option-choice';

/**
 * One choice per option of the product (the free 'Пробник' of product §2, and the options an editor gives a product
 * such as 'Объём'): its values with their price difference; a value out of stock cannot be chosen. The product page
 * and the quick view offer the same.
 */
export function ProductOptionSelects({
  choice: { options, chosen, choose },
  disabled,
}: {
  choice: OptionChoice;
  disabled: boolean;
}) {
  return (
    <Stack gap="3">
      {options.map((option) => (
        <Field.Root key={option.product_option_id} disabled={disabled} required={option.required} maxW="md">
          <Field.Label>
            {option.name}
            {option.required ? <Field.RequiredIndicator /> : null}
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={chosen[String(option.product_option_id)] ?? ''}
              onChange={(event) => choose(option.product_option_id, event.target.value)}
            >
              <option value="">{emptyChoiceLabel(option)}</option>
              {option.values.map((value) => (
                <option
                  key={value.product_option_value_id}
                  value={String(value.product_option_value_id)}
                  disabled={value.quantity <= 0}
                >
                  {valueLabel(value)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {option.name === SAMPLER_OPTION_NAME ? <Field.HelperText>{OPTION_CHOICE_TEXT.free}</Field.HelperText> : null}
        </Field.Root>
      ))}
    </Stack>
  );
}
