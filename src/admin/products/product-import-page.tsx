import { Button, chakra, Flex, Heading, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { fromPromise } from 'xstate';
import { applicable, productImportMachine } from '../../../machines/admin/product-import.machine';
import type { ProductImportPlan, ProductImportValues } from '../../contract/admin-products';
import { formatRoubles } from '../../domain/money';
import { PRODUCT_IMPORT_COLUMNS, PRODUCT_IMPORT_MAX_MB, PRODUCT_STATUS_WORDS } from '../../domain/product-import';
import { STALE_RECORD } from '../../domain/staff';
import { inspect } from '../../web/ui/inspect';
import { applyProductImport, checkProductImport } from '../api/products-api';
import { FormAlert } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { productCount } from './product-texts';
import { PRODUCTS_KEY } from './use-product-bulk';

const C = PRODUCT_IMPORT_COLUMNS;

/** 'Цена 1 200 ₽, Остаток 5, включён': the values a row changes, as the member reads them. */
export function valuesText(values: ProductImportValues): string {
  const parts: string[] = [];
  if (values.price !== undefined) parts.push(`${C.price} ${formatRoubles(values.price)}`);
  if (values.quantity !== undefined) parts.push(`${C.quantity} ${values.quantity}`);
  if (values.status !== undefined) parts.push(values.status ? PRODUCT_STATUS_WORDS.on : PRODUCT_STATUS_WORDS.off);
  return parts.join(', ');
}

/** The statechart product-import over the server's dry run and apply; an apply reloads the products' list. */
function useProductImport() {
  const client = useQueryClient();
  const [machine] = useState(() =>
    productImportMachine.provide({
      actors: {
        check: fromPromise(({ input }) => checkProductImport(input)),
        apply: fromPromise(({ input }) => applyProductImport(input)),
      },
      actions: { reload: () => void client.invalidateQueries({ queryKey: PRODUCTS_KEY }) },
    }),
  );
  return useMachine(machine, { inspect });
}

function Problems({ plan }: { plan: ProductImportPlan }) {
  if (plan.problems.length === 0) return null;
  return (
    <Stack gap="2" role="region" aria-label="Ошибки в файле">
      <FormAlert text={`Ошибки в строках: ${plan.problems.length}`}>
        Пока они есть, ничего не будет изменено. Исправьте эти строки в файле и загрузите его снова.
      </FormAlert>
      <List.Root ps="5" gap="1">
        {plan.problems.map((p) => (
          <List.Item key={p.line}>
            Строка {p.line}: {p.message}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function Changes({ plan }: { plan: ProductImportPlan }) {
  if (plan.changes.length === 0) return null;
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l2">
      <Table.Root size="sm">
        <Table.Caption srOnly>Что изменится</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Строка</Table.ColumnHeader>
            <Table.ColumnHeader>Товар</Table.ColumnHeader>
            <Table.ColumnHeader>Было</Table.ColumnHeader>
            <Table.ColumnHeader>Станет</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {plan.changes.map((c) => (
            <Table.Row key={c.product_id}>
              <Table.Cell>{c.line}</Table.Cell>
              <Table.Cell minW="48">
                {c.name}
                <Text as="span" display="block" color="fg.muted" fontSize="xs">
                  {c.sku}
                </Text>
              </Table.Cell>
              <Table.Cell minW="32">{valuesText(c.before)}</Table.Cell>
              <Table.Cell minW="32" fontWeight="medium">
                {valuesText(c.after)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * 'Загрузка цен и остатков' (issue 16, owner and editors): a CSV that 'Выгрузить CSV' wrote, changed in Excel, is
 * checked first (statechart product-import): 'Будет изменено: N товаров', each product before and after, and every
 * bad row by its line; 'Применить' only when no row is bad, all or nothing on the server.
 */
export function ProductImportPage() {
  const [state, send] = useProductImport();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { plan, error, changed, file } = state.context;
  const busy = state.hasTag('busy');

  return (
    <Stack gap="4">
      <Link asChild color="brand.fg" fontSize="sm" alignSelf="start">
        <RouterLink to="/products">← Товары</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        Загрузка цен и остатков
      </Heading>
      <Panel title="Файл">
        <Text>
          Загрузите файл, который пишет «Выгрузить CSV» на странице «Товары», изменённый в Excel. Товар находится по
          столбцу «{C.sku}»; читаются «{C.price}» (в целых рублях), «{C.quantity}» и «{C.status}» («
          {PRODUCT_STATUS_WORDS.on}» или «{PRODUCT_STATUS_WORDS.off}»). Остальные столбцы не учитываются, пустая ячейка
          оставляет значение как есть.
        </Text>
        <Flex gap="3" align="center" wrap="wrap" mt="2">
          <chakra.label htmlFor={inputId} srOnly>
            Файл CSV
          </chakra.label>
          <Button variant="outline" disabled={busy} onClick={() => input.current?.click()}>
            {file ? 'Выбрать другой файл' : 'Выбрать файл CSV'}
          </Button>
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {file ? file.name : `CSV в UTF-8, столбцы через «;», до ${PRODUCT_IMPORT_MAX_MB} МБ.`}
          </Text>
          <chakra.input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            tabIndex={-1}
            aria-describedby={hintId}
            srOnly
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              if (chosen) send({ type: 'import.choose', file: chosen });
              e.target.value = '';
            }}
          />
        </Flex>
      </Panel>
      {state.matches('checking') ? <Text aria-live="polite">Проверяем файл…</Text> : null}
      {state.matches('choosing') ? <FormAlert text={error} /> : null}
      {state.matches('refused') ? (
        <FormAlert status="warning" text={error ?? STALE_RECORD}>
          Ничего не изменено: товары изменились после проверки. Проверьте файл заново.
        </FormAlert>
      ) : null}
      {state.matches('done') && changed !== null ? (
        <FormAlert status="success" text={`Изменено: ${productCount(changed)}`}>
          Новые цены, остатки и статусы уже в магазине.{' '}
          <Link asChild color="brand.fg">
            <RouterLink to="/products">К товарам</RouterLink>
          </Link>
        </FormAlert>
      ) : null}
      {plan && (state.matches('reviewed') || state.matches('applying') || state.matches('refused')) ? (
        <Stack gap="3" as="section" aria-label="Проверка файла">
          <Heading as="h2" size="lg">
            Будет изменено: {productCount(plan.changes.length)}
          </Heading>
          <Text color="fg.muted">
            Строк с товарами: {plan.rows}, без изменений: {plan.unchanged}. Прочитаны столбцы: {plan.columns.join(', ')}
            .
          </Text>
          <Problems plan={plan} />
          {state.matches('reviewed') ? <FormAlert text={error} /> : null}
          <Flex gap="2" wrap="wrap">
            {state.matches('refused') ? (
              <Button onClick={() => send({ type: 'import.recheck' })}>Проверить заново</Button>
            ) : (
              <Button
                disabled={!applicable(plan) || busy}
                loading={state.matches('applying')}
                onClick={() => send({ type: 'import.apply' })}
              >
                Применить
              </Button>
            )}
            <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'import.reset' })}>
              Отменить
            </Button>
          </Flex>
          <Changes plan={plan} />
        </Stack>
      ) : null}
    </Stack>
  );
}
