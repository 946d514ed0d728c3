import { Field, NativeSelect } from '@chakra-ui/react';

/** A labelled choice from a short list (the browser's own select), with what is wrong with it. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  problem,
}: {
  label: string;
  value: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  problem?: string | null;
}) {
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map(([v, name]) => (
            <option key={v} value={v}>
              {name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
