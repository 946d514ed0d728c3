import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** A price or a hint on the right. */
  detail?: ReactNode;
}

/**
 * A labelled radio group (native radios underneath: arrow keys move the choice, Tab leaves the group). Each choice is
 * a bordered row, the chosen one on the accent.
 */
export function ChoiceGroup({
  label,
  choices,
  value,
  onChange,
  disabled,
}: {
  label: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      disabled={disabled}
      colorPalette="brand"
    >
      <RadioGroup.Label srOnly>{label}</RadioGroup.Label>
      <Stack gap="2">
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice.value}
            value={choice.value}
            borderWidth="1px"
            borderColor={value === choice.value ? 'brand.solid' : 'border'}
            bg={value === choice.value ? 'brand.subtle' : 'bg'}
            borderRadius="l2"
            px="3"
            py="3"
            width="100%"
            cursor="pointer"
            // Choosing the chosen one again still counts (the pickup point list opens again, a save is repeated).
            onClick={() => {
              if (choice.value === value && !disabled) onChange(choice.value);
            }}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <HStack justify="space-between" flex="1" gap="3" wrap="wrap">
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
              {choice.detail ? (
                <Text as="span" color="fg.muted" fontSize="sm">
                  {choice.detail}
                </Text>
              ) : null}
            </HStack>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
