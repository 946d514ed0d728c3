import { Box, Button, Field, Flex, HStack, Input, InputGroup, Spinner, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { searchDropdownMachine, type SearchHit } from '../../../machines/shell/search-dropdown.machine';
import { searchProducts, type ProductSearchResult } from '../../api/product-search';
import { STORAGE_KEY } from '../../domain/constants';
import { SearchIcon } from '../ui/icons';
import { inspect } from '../ui/inspect';
import { articleNumber } from '../features/product-card/article-number';
import { ProductImage } from '../features/product-card/product-image';
import { ProductPrice } from '../features/product-card/product-price';

export const SEARCH_PATH = '/search';

/** The search page's address for a query: shared links carry it (?q=). */
export function searchPageHref(query: string): string {
  return `${SEARCH_PATH}?q=${encodeURIComponent(query)}`;
}

/** localStorage `searchQuery` (product §3), which the search page reads on load. */
function storeSearchQuery(query: string): void {
  try {
    localStorage.setItem(STORAGE_KEY.SEARCH_QUERY, query);
  } catch (error) {
    console.error('Не удалось сохранить поисковый запрос', error);
  }
}

/**
 * The header's search field with its results dropdown (product §2 "Search box"); the search dropdown machine decides
 * when it opens, what it shows and where Enter goes. An accessible combobox: the field controls a listbox of the
 * results, the arrow keys move through them (announced through aria-activedescendant), Enter opens the highlighted
 * one, Escape closes.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onSearchPage = pathname === SEARCH_PATH;
  const ids = useId();
  const listId = `${ids}-results`;
  const titleId = `${ids}-title`;
  const rootRef = useRef<HTMLDivElement>(null);

  const machine = useMemo(
    () =>
      searchDropdownMachine.provide({
        actors: {
          searchProducts: fromPromise<SearchHit[], { query: string }>(({ input, signal }) =>
            searchProducts(input.query, signal),
          ),
        },
        actions: {
          openProduct: (_, { href }) => void navigate(href),
          storeQuery: (_, { query }) => storeSearchQuery(query),
          openSearchPage: (_, { query }) => void navigate(searchPageHref(query)),
        },
      }),
    [navigate],
  );
  const [state, send] = useMachine(machine, { input: { onSearchPage }, inspect });
  const { query, highlighted } = state.context;
  // The machine keeps what its flow needs of a result; the server sent whole search results.
  const results = state.context.results as ProductSearchResult[];

  useEffect(() => {
    send({ type: 'search.route', onSearchPage });
  }, [onSearchPage, send]);

  const open = state.matches('open');
  const busy = state.hasTag('busy');
  // While a newer search runs, the previous results stay in view; the first search shows the dropdown on its reply.
  const expanded = open && (state.matches({ open: 'shown' }) || results.length > 0);

  // A click anywhere outside the search closes the dropdown (leaving the field closes it too).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) send({ type: 'search.close' });
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, send]);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: 'search.submit' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded || results.length === 0) return;
      event.preventDefault();
      send({ type: 'search.move', step: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      send({ type: 'search.close' });
    }
  }

  const optionId = (index: number) => `${ids}-result-${index}`;

  return (
    <Box ref={rootRef} as="form" role="search" onSubmit={submit} width="full" position="relative">
      <Field.Root>
        <Field.Label fontSize="xs" color="fg.muted" fontWeight="normal" mb="-1">
          Поиск по сайту
        </Field.Label>
        <InputGroup
          startElement={<SearchIcon color="fg.muted" />}
          endElement={busy && open ? <Spinner size="xs" color="fg.muted" aria-hidden="true" /> : undefined}
        >
          <Input
            type="search"
            name="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Название или артикул"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
            value={query}
            onChange={(event) => send({ type: 'search.input', value: event.target.value })}
            onFocus={() => send({ type: 'search.focus' })}
            onBlur={() => send({ type: 'search.close' })}
            onKeyDown={onKeyDown}
            bg="bg"
          />
        </InputGroup>
      </Field.Root>
      {expanded ? (
        <Box
          position="absolute"
          top="100%"
          insetX="0"
          mt="1"
          // Above the sticky menu bar that follows the header.
          zIndex="popover"
          bg="bg.panel"
          borderWidth="1px"
          borderColor="border"
          borderRadius="l2"
          boxShadow="lg"
          py="2"
          // A press inside must not take the focus from the field (that would close the dropdown before the click).
          onMouseDown={(event) => event.preventDefault()}
        >
          <Text id={titleId} px="3" pb="1" fontSize="sm" fontWeight="600" color={results.length ? 'fg' : 'fg.muted'}>
            {results.length ? 'Результаты поиска' : 'Нет результатов поиска'}
          </Text>
          <Box
            as="ul"
            id={listId}
            role="listbox"
            aria-labelledby={titleId}
            listStyleType="none"
            opacity={busy ? 0.7 : 1}
          >
            {results.map((product, index) => {
              const article = articleNumber(product);
              return (
                <Flex
                  as="li"
                  key={product.product_id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === highlighted}
                  align="center"
                  gap="3"
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === highlighted ? 'brand.subtle' : undefined}
                  _hover={{ bg: 'brand.subtle' }}
                  onClick={() => send({ type: 'search.choose', index })}
                >
                  <Box
                    flexShrink={0}
                    w="12"
                    h="12"
                    borderRadius="l1"
                    overflow="hidden"
                    borderWidth="1px"
                    borderColor="border"
                  >
                    <ProductImage src={product.image} alt="" size={48} />
                  </Box>
                  <Box flex="1" minW="0">
                    <Text fontSize="sm" lineClamp={2}>
                      {product.name}
                    </Text>
                    <HStack justify="space-between" gap="2" mt="0.5">
                      <Text fontSize="xs" color="fg.muted">
                        {article ? `Артикул: ${article}` : null}
                      </Text>
                      {product.price > 0 ? (
                        <ProductPrice price={product.price} special={product.special} size="sm" />
                      ) : null}
                    </HStack>
                  </Box>
                </Flex>
              );
            })}
          </Box>
          {results.length ? (
            <Box px="3" pt="1">
              <Button
                type="button"
                variant="plain"
                color="brand.fg"
                px="0"
                size="sm"
                onClick={() => send({ type: 'search.showAll' })}
              >
                Показать все
              </Button>
            </Box>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
