import { Input, type InputProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { formatPhone, PHONE_MASK, unmaskPhone } from '../../domain/phone-mask';

export interface PhoneInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Digits only ('79123456789', or '' for none). */
  value: string;
  /** Called with the digits (unmasked), as the value is stored (product §5). */
  onValueChange: (digits: string) => void;
}

/**
 * A Russian phone through the mask +7(000)000-00-00 (product §5, §9); the value in and out is the digits, '7' included.
 * A plain Chakra Input (so a surrounding Field ties its label to it) driven by react-imask's hook.
 */
export function PhoneInput({ value, onValueChange, ...rest }: PhoneInputProps) {
  const report = useRef(onValueChange);
  report.current = onValueChange;
  const {
    ref,
    value: masked,
    setValue,
  } = useIMask<HTMLInputElement>(
    { mask: PHONE_MASK, lazy: true },
    {
      defaultValue: value ? formatPhone(value) : '',
      onAccept: (next) => {
        const digits = unmaskPhone(next);
        // The mask's own '+7' alone is no phone yet.
        report.current(digits === '7' ? '' : digits);
      },
    },
  );
  // A value set from outside (a loaded profile) replaces what the field shows.
  useEffect(() => {
    const shown = unmaskPhone(masked);
    if (shown !== value && !(shown === '7' && value === '')) setValue(value ? formatPhone(value) : '');
    // Only when the value from outside changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return <Input ref={ref} type="tel" inputMode="tel" autoComplete="tel" placeholder="+7(___)___-__-__" {...rest} />;
}
