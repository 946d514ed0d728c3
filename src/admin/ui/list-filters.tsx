import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListQueryContext, ListQueryEvent } from '../../../machines/admin/list-query.machine';
import { AdminForm } from './form-parts';

export interface ListSelect {
  /** The filter's name in the query. */
  name: string;
  label: string;
  /** [value, what the member reads]. */
  options: readonly (readonly [string, string])[];
}

/**
 * A list's filters above its table: each select applies at once, the search box goes with 'Найти' (or Enter), and
 * the list's other actions (a CSV export) sit beside them.
 */
export function ListFilters({
  label,
  selects,
  search,
  context,
  send,
  actions,
}: {
  label: string;
  selects: readonly ListSelect[];
  /** The search box's hint (what the server searches), or nothing for a list without search. */
  search?: string;
  context: ListQueryContext;
  send: (event: ListQueryEvent) => void;
  actions?: ReactNode;
}) {
  return (
    <AdminForm label={label} onSubmit={() => send({ type: 'query.search.submit' })}>
      <Flex gap="3" align="end" wrap="wrap" bg="bg" borderWidth="1px" borderRadius="l2" p={{ base: '3', md: '4' }}>
        {selects.map((select) => (
          <Field.Root key={select.name} maxW={{ base: 'full', sm: '20rem' }}>
            <Field.Label>{select.label}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={context.query.filters[select.name] ?? ''}
                onChange={(e) => send({ type: 'query.filter', filters: { [select.name]: e.target.value } })}
              >
                {select.options.map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ))}
        {search ? (
          <>
            <Field.Root flex="1" minW="14rem">
              <Field.Label>Поиск</Field.Label>
              <Input
                type="search"
                placeholder={search}
                maxLength={100}
                value={context.search}
                onChange={(e) => send({ type: 'query.search.change', text: e.target.value })}
              />
            </Field.Root>
            <Button type="submit" colorPalette="brand">
              Найти
            </Button>
          </>
        ) : null}
        {actions}
      </Flex>
    </AdminForm>
  );
}
