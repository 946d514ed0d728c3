import { Box, Field, Input, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { searchProducts, type ProductSearchResult } from '../../../api/product-search';
import { SEARCH_MIN_CHARS, TIMING_MS } from '../../../domain/constants';

export interface ProductSuggestFieldProps {
  /** What the field shows: the chosen product's name or what the shopper typed. */
  value: string;
  /** Whether the value is a product chosen from the list. */
  chosen: boolean;
  error?: string;
  /** The product page's product: shown, not editable. */
  fixed?: boolean;
  onType: (value: string) => void;
  onChoose: (product: ProductSearchResult) => void;
}

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * The question form's product field (product §5 "product chosen from suggestions"): typing 2 or more characters lists up
 * to 5 products from the product search; a product counts only when picked from that list (click, or arrows and
 * Enter). An accessible combobox: the list is announced and navigable from the field.
 */
export function ProductSuggestField({ value, chosen, error, fixed, onType, onChoose }: ProductSuggestFieldProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value.trim(), TIMING_MS.SEARCH_DEBOUNCE);
  const searching = !fixed && !chosen && Array.from(query).length >= SEARCH_MIN_CHARS;
  const results = useQuery({
    queryKey: ['product-search', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    enabled: searching,
  });
  const options = searching ? (results.data ?? []) : [];
  // Nothing is shown for a text the shopper has already typed past (the search waits for typing to pause).
  const settled = query === value.trim();
  const expanded = open && searching && settled && (options.length > 0 || results.isFetched);

  useEffect(() => setActive(-1), [query]);

  const choose = (product: ProductSearchResult) => {
    onChoose(product);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Field.Root invalid={Boolean(error)} required position="relative">
      <Field.Label>
        Товар
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name="product"
        value={value}
        readOnly={fixed}
        autoComplete="off"
        placeholder={fixed ? undefined : 'Начните вводить название или артикул'}
        role={fixed ? undefined : 'combobox'}
        aria-autocomplete={fixed ? undefined : 'list'}
        aria-expanded={fixed ? undefined : expanded}
        aria-controls={fixed ? undefined : listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          onType(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={fixed ? undefined : onKeyDown}
      />
      {expanded ? (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label="Найденные товары"
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
        >
          {options.length === 0 ? (
            <Text as="li" px="3" py="2" color="fg.muted" fontSize="sm">
              {results.isFetching ? <Spinner size="xs" /> : 'Нет результатов поиска'}
            </Text>
          ) : (
            options.map((product, index) => (
              <Box
                as="li"
                key={product.product_id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                px="3"
                py="2"
                cursor="pointer"
                bg={index === active ? 'brand.subtle' : undefined}
                _hover={{ bg: 'brand.subtle' }}
                // mousedown would blur the field and close the list before the click lands.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(product)}
              >
                <Text fontSize="sm">{product.name}</Text>
                {product.model ? (
                  <Text fontSize="xs" color="fg.muted">
                    Артикул: {product.model}
                  </Text>
                ) : null}
              </Box>
            ))
          )}
        </Box>
      ) : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
