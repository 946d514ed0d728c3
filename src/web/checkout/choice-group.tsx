import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Fragment, useId, type ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
  /** A price or a hint on the right. */
  detail?: ReactNode;
  /**
   * Why this choice cannot be taken now: the radio is disabled and this text, shown under it, is its accessible
   * description.
   */
  unavailableReason?: string;
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
  const id = useId();
  const reasonId = (index: number) => `${id}-reason-${index}`;
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={(details) => details.value && onChange(details.value)}
      disabled={disabled}
      colorPalette="brand"
    >
      <RadioGroup.Label srOnly>{label}</RadioGroup.Label>
      <Stack gap="2">
        {choices.map((choice, index) => (
          <Fragment key={choice.value}>
            <RadioGroup.Item
              value={choice.value}
              disabled={choice.unavailableReason !== undefined}
              borderWidth="1px"
              borderColor={value === choice.value ? 'brand.solid' : 'border'}
              bg={value === choice.value ? 'brand.subtle' : 'bg'}
              borderRadius="l2"
              px="3"
              py="3"
              width="100%"
              cursor={choice.unavailableReason === undefined ? 'pointer' : 'not-allowed'}
              // Choosing the chosen one again still counts (the pickup point list opens again, a save is repeated).
              onClick={() => {
                if (choice.value === value && !disabled && choice.unavailableReason === undefined)
                  onChange(choice.value);
              }}
            >
              <RadioGroup.ItemHiddenInput
                aria-describedby={choice.unavailableReason === undefined ? undefined : reasonId(index)}
              />
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
            {choice.unavailableReason !== undefined ? (
              <Text id={reasonId(index)} fontSize="sm" color="fg.error" px="3">
                {choice.unavailableReason}
              </Text>
            ) : null}
          </Fragment>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
