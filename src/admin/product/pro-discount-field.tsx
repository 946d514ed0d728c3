import { Checkbox, Field } from '@chakra-ui/react';
import { professionalPrice } from '../../domain/discount-badge';
import { parsePrice } from '../../domain/product-editor';
import { formatRoubles } from '../../domain/money';

interface ProDiscountFieldProps {
  checked: boolean;
  /** The price as typed: the specialists' price is worked out from it. */
  price: string;
  problem?: string;
  onChange: (checked: boolean) => void;
}

/**
 * 'Скидка 30% для специалистов' (decision 0026): the one switch of the professionals' −30%. On, professionals pay
 * 70% of the price (shown as it will be) and the shop shows the '-30%' badge; off, neither.
 */
export function ProDiscountField({ checked, price, problem, onChange }: ProDiscountFieldProps) {
  const roubles = parsePrice(price);
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Скидка 30% для специалистов</Checkbox.Label>
      </Checkbox.Root>
      <Field.HelperText>
        {checked
          ? `Специалисты платят ${roubles ? formatRoubles(professionalPrice(roubles)) : '70% цены'}; в магазине значок «-30%». Акционная цена для специалистов, пока действует, заменяет её.`
          : 'Специалисты платят полную цену (или свою акционную); значка «-30%» нет.'}
      </Field.HelperText>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
