import { Box, Input, type InputProps } from '@chakra-ui/react';
import { useId, useState, type Key, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A text field that suggests as the member types (the storefront question form's product, the back office's related
 * products): an accessible combobox whose list of what the search found is announced and walked from the field with
 * the arrow keys (round), chosen with Enter or a click, closed with Escape or on leaving the field. What is searched,
 * when the answer counts and what a choice does are the caller's; it puts this inside its Field.Root, which names it.
 */
export interface SuggestComboboxProps<T> {
  /** The field's text. */
  value: string;
  onType: (value: string) => void;
  /** What the search found for the text. */
  options: readonly T[];
  /** The search has answered for the text as it stands: only then does the list show. */
  answered: boolean;
  /** What the list says when the search found nothing. */
  empty: ReactNode;
  /** The list's name ('Найденные товары'). */
  listLabel: string;
  keyOf: (option: T) => Key;
  render: (option: T) => ReactNode;
  onChoose: (option: T) => void;
  /**
   * The first suggestion is marked at once, so Enter takes it without an arrow key, and Enter never sends the form
   * while the list shows. Without it Enter takes only a suggestion walked to, and otherwise sends the form.
   */
  autoHighlight?: boolean;
  /** The input's own attributes (name, placeholder). */
  input?: InputProps;
}

export function SuggestCombobox<T>({
  value,
  onType,
  options,
  answered,
  empty,
  listLabel,
  keyOf,
  render,
  onChoose,
  autoHighlight = false,
  input,
}: SuggestComboboxProps<T>) {
  const listId = useId();
  const first = autoHighlight ? 0 : -1;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(first);
  const expanded = open && answered;
  const marked = expanded ? options[active] : undefined;

  const choose = (option: T) => {
    onChoose(option);
    setOpen(false);
    setActive(first);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Enter' && (marked !== undefined || (expanded && autoHighlight))) {
      event.preventDefault();
      if (marked !== undefined) choose(marked);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box position="relative" w="full">
      <Input
        {...input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={marked !== undefined ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(first);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      {expanded ? (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={listLabel}
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          zIndex="dropdown"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          boxShadow="lg"
          py="1"
          listStyleType="none"
          maxH="64"
          overflowY="auto"
        >
          {options.length === 0 ? (
            <Box as="li" px="3" py="2" color="fg.muted" fontSize="sm">
              {empty}
            </Box>
          ) : (
            options.map((option, index) => (
              <Box
                as="li"
                key={keyOf(option)}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                px="3"
                py="2"
                cursor="pointer"
                bg={index === active ? 'brand.subtle' : undefined}
                _hover={{ bg: 'brand.subtle' }}
                // mousedown would blur the field and close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {render(option)}
              </Box>
            ))
          )}
        </Box>
      ) : null}
    </Box>
  );
}
