import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Fragment, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

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

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * A labelled radio group (native radios underneath; Tab leaves the group). Each choice is a bordered row, the chosen
 * one on the accent. Choosing here saves the step and opens the next one, so the arrow keys only move through the
 * choices (the radio they reach is shown checked) and Space or Enter takes the one reached; a click takes it at once.
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
  // The choice the arrow keys moved to, not taken yet (null: the group shows the taken one). A native radio is
  // checked, and its change fires, on the arrow key itself: the last key or pointer seen tells moving from choosing.
  const [reached, setReached] = useState<{ value: string; over: string | null } | null>(null);
  const arrowPressed = useRef(false);
  const shown = reached !== null && reached.over === value ? reached.value : value;
  const take = (chosen: string) => {
    setReached(null);
    onChange(chosen);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    arrowPressed.current = ARROW_KEYS.has(event.key);
    if ((event.key === ' ' || event.key === 'Enter') && shown !== null && shown !== value) {
      event.preventDefault();
      take(shown);
    }
  };
  return (
    <RadioGroup.Root
      value={shown}
      onValueChange={(details) => {
        if (!details.value) return;
        if (arrowPressed.current) setReached({ value: details.value, over: value });
        else take(details.value);
      }}
      onKeyDown={onKeyDown}
      // The last input decides, not the change count: a change may come after the next key is already down (keys
      // pressed fast on a busy phone), so the flag holds until another key or a pointer takes over.
      onPointerDown={() => {
        arrowPressed.current = false;
      }}
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
              borderColor={shown === choice.value ? 'brand.solid' : 'border'}
              bg={shown === choice.value ? 'brand.subtle' : 'bg'}
              borderRadius="l2"
              px="3"
              py="3"
              width="100%"
              cursor={choice.unavailableReason === undefined ? 'pointer' : 'not-allowed'}
              // Choosing the chosen one again still counts (the pickup point list opens again, a save is repeated).
              // Counted once, on the radio (a click on the row reaches the radio too: the row is its label), and only
              // a person's choosing: not the click a browser fires on the radio an arrow key reaches (on a busy phone
              // it came before the previous arrow's choice was drawn, so it matched the stale one and took it), nor
              // the plain click event the radio group keeps its hidden inputs in step with.
              onClick={(event) => {
                const person = event.nativeEvent instanceof MouseEvent && !arrowPressed.current;
                if (!person || !(event.target instanceof HTMLInputElement)) return;
                if (choice.value === shown && !disabled && choice.unavailableReason === undefined) take(choice.value);
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
