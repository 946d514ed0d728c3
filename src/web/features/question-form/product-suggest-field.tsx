import { Field, Input, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { searchProducts, type ProductSearchResult } from '../../../api/product-search';
import { SEARCH_MIN_CHARS, TIMING_MS } from '../../../domain/constants';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { SuggestCombobox } from '../../ui/suggest-combobox';

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

/**
 * The question form's product field (product §5 "product chosen from suggestions"): typing 2 or more characters lists up
 * to 5 products from the product search; a product counts only when picked from that list (click, or arrows and
 * Enter). An accessible combobox: the list is announced and navigable from the field.
 */
export function ProductSuggestField({ value, chosen, error, fixed, onType, onChoose }: ProductSuggestFieldProps) {
  const query = useDebouncedValue(value.trim(), TIMING_MS.SEARCH_DEBOUNCE);
  const searching = !fixed && !chosen && Array.from(query).length >= SEARCH_MIN_CHARS;
  const results = useQuery({
    queryKey: ['product-search', query],
    queryFn: ({ signal }) => searchProducts(query, signal),
    enabled: searching,
  });
  const options = searching ? (results.data ?? []) : [];
  // Nothing is shown for a text the shopper has already typed past (the search waits for typing to pause).
  const settled = query === value.trim();

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        Товар
        <Field.RequiredIndicator />
      </Field.Label>
      {fixed ? (
        <Input name="product" value={value} readOnly autoComplete="off" />
      ) : (
        <SuggestCombobox
          value={value}
          onType={onType}
          options={options}
          answered={searching && settled && (options.length > 0 || results.isFetched)}
          empty={results.isFetching ? <Spinner size="xs" /> : 'Нет результатов поиска'}
          listLabel="Найденные товары"
          keyOf={(product) => product.product_id}
          render={(product) => (
            <>
              <Text fontSize="sm">{product.name}</Text>
              {product.model ? (
                <Text fontSize="xs" color="fg.muted">
                  Артикул: {product.model}
                </Text>
              ) : null}
            </>
          )}
          onChoose={onChoose}
          input={{ name: 'product', placeholder: 'Начните вводить название или артикул' }}
        />
      )}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
