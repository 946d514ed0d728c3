import { Field, NativeSelect, Stack } from '@chakra-ui/react';
import {
  emptyChoiceLabel,
  OPTION_CHOICE_TEXT,
  SAMPLER_OPTION_NAME,
  valueLabel,
  type OfferedOption,
} from '../../domain/product-option-choice';

/**
 * One choice per option of the product (the free 'Пробник' of product §2, and the options an editor gives a product
 * such as 'Объём'): its values with their price difference; a value out of stock cannot be chosen.
 */
export function ProductOptionSelects({
  options,
  chosen,
  onChoose,
  disabled,
}: {
  options: readonly OfferedOption[];
  chosen: Readonly<Record<string, string>>;
  onChoose: (productOptionId: number, valueId: string) => void;
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
              onChange={(event) => onChoose(option.product_option_id, event.target.value)}
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
