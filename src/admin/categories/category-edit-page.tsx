import { Checkbox, Field, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { fromPromise } from 'xstate';
import {
  CATEGORY_FORM_TEXT,
  categoryFormMachine,
  type CategorySaved,
} from '../../../machines/admin/category-form.machine';
import type { AdminCategory, CategoryEditorRecord } from '../../contract/admin-categories';
import { CATEGORY_NAME_MAX, categoryAndBelow, type CategoryEditorValues } from '../../domain/category-editor';
import { inspect } from '../../web/ui/inspect';
import { fetchCategory, fetchCategoryTree, fetchFilterGroups, saveCategory } from '../api/categories-api';
import { AdminForm, TextField } from '../ui/form-parts';
import { Panel } from '../ui/panel';
import { formShown, RecordFormFoot, RecordFormHead } from '../ui/record-form-parts';
import { RecordImage } from '../ui/record-image';
import { keepForm, useRecordFormKey } from '../ui/record-form-key';
import { RichTextEditor } from '../ui/rich-text-editor';
import { SearchMetaPanel } from '../ui/search-meta-panel';
import { depthsOf, TREE_QUERY } from './category-tree';

const savedOf = (record: CategoryEditorRecord): CategorySaved => ({
  id: record.category_id,
  version: record.version,
  values: record.values,
  shown: { imageUrl: record.image_url, href: record.href },
});

const idOf = (param: string | null | undefined) => (param && /^\d+$/.test(param) ? Number(param) : null);

/**
 * A category's form ('Категории', issue 16, owner and editors) at /admin/categories/N and /admin/categories/new
 * (?parent=N: under that one): name, parent, address (from the name unless typed; the old one redirects after a
 * change), shown or hidden, picture, description in the rich-text editor, the filters its page offers, and the meta
 * title and description with the search-result preview. Saved against the version opened. Statechart category-form.
 */
export function CategoryEditPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = idOf(params.id);
  const formKey = useRecordFormKey('category', id);
  return <CategoryForm key={formKey} formKey={formKey} id={id} parent={idOf(search.get('parent')) ?? 0} />;
}

function CategoryForm({ id, formKey, parent }: { id: number | null; formKey: string; parent: number }) {
  const navigate = useNavigate();
  const queries = useQueryClient();
  const tree = useQuery({ queryKey: TREE_QUERY, queryFn: fetchCategoryTree });
  const groups = useQuery({ queryKey: ['admin', 'category-filter-groups'], queryFn: fetchFilterGroups });
  const [machine] = useState(() =>
    categoryFormMachine.provide({
      actors: {
        load: fromPromise(async ({ input }: { input: { id: number } }) => savedOf(await fetchCategory(input.id))),
        save: fromPromise(
          async ({ input }: { input: { id: number | null; version: number; values: CategoryEditorValues } }) =>
            savedOf(await saveCategory(input.id, input.values, input.version)),
        ),
      },
      actions: {
        opened: (_, { id: saved }) => {
          void queries.invalidateQueries({ queryKey: TREE_QUERY });
          if (saved !== id) void navigate(`/categories/${saved}`, { replace: true, state: keepForm(formKey) });
        },
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { id, start: { parent_id: parent } }, inspect });
  const { values, shown, problems } = state.context;
  const change = (next: Partial<CategoryEditorValues>, nextShown?: Partial<CategorySaved['shown']>) =>
    send({ type: 'form.change', values: next, shown: nextShown });

  return (
    <Stack gap="4" maxW="4xl">
      <RecordFormHead
        state={state}
        send={send}
        back={{ to: '/categories', label: 'Категории' }}
        title={state.context.id === null ? 'Новая категория' : values.name || 'Категория'}
        loading="Загружаем категорию…"
        loadFailed={CATEGORY_FORM_TEXT.loadFailed}
      />
      {!formShown(state) ? null : (
        <AdminForm label="Категория" onSubmit={() => send({ type: 'form.submit' })}>
          <Stack gap="4">
            <Panel title="Основное">
              <Stack gap="4">
                <TextField
                  label="Название"
                  required
                  value={values.name}
                  maxLength={CATEGORY_NAME_MAX}
                  problem={problems.name}
                  onChange={(e) => change({ name: e.target.value })}
                />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <ParentSelect
                    id={state.context.id}
                    tree={tree.data ?? []}
                    value={values.parent_id}
                    problem={problems.parent_id}
                    onChange={(parent_id) => change({ parent_id })}
                  />
                  <TextField
                    label="Адрес страницы"
                    value={values.keyword}
                    maxLength={255}
                    problem={problems.keyword}
                    helper={`На сайте: /${values.keyword || '…'}. Из названия, пока вы его не измените; после смены старый адрес ведёт на новый.`}
                    onChange={(e) => change({ keyword: e.target.value })}
                  />
                </SimpleGrid>
                <Checkbox.Root checked={values.status} onCheckedChange={(d) => change({ status: d.checked === true })}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>Показана в магазине</Checkbox.Label>
                </Checkbox.Root>
              </Stack>
            </Panel>
            <Panel title="Изображение">
              <RecordImage
                url={shown.imageUrl}
                onUploaded={(image) => change({ image: image.path }, { imageUrl: image.url })}
                onRemove={() => change({ image: '' }, { imageUrl: '' })}
              />
            </Panel>
            <RichTextEditor
              label="Описание"
              kind="product"
              value={values.description}
              problem={problems.description}
              onChange={(html) => change({ description: html })}
            />
            <Panel title="Фильтры на странице категории">
              {groups.isError ? (
                <Text color="fg.error">Не удалось загрузить группы фильтров</Text>
              ) : (
                <Stack as="fieldset" gap="3" aria-label="Фильтры на странице категории">
                  {(groups.data ?? []).map((group) => (
                    <Checkbox.Root
                      key={group.filter_group_id}
                      alignItems="start"
                      checked={values.filter_group_ids.includes(group.filter_group_id)}
                      onCheckedChange={(d) =>
                        change({
                          filter_group_ids:
                            d.checked === true
                              ? [...values.filter_group_ids, group.filter_group_id]
                              : values.filter_group_ids.filter((g) => g !== group.filter_group_id),
                        })
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        {group.name}
                        <Text as="span" display="block" color="fg.muted" fontSize="sm" fontWeight="normal">
                          {group.filters.join(', ')}
                        </Text>
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </Stack>
              )}
            </Panel>
            <SearchMetaPanel
              meta={values}
              problems={problems}
              onChange={change}
              record={{ ...values, accusative: 'категорию', genitive: 'категории' }}
            />
            <RecordFormFoot
              state={state}
              send={send}
              text={CATEGORY_FORM_TEXT}
              shop={values.status ? { href: shown.href, label: 'Открыть в магазине' } : null}
              unsaved="Пока не сохранено: в магазине категории ещё нет."
            />
          </Stack>
        </AdminForm>
      )}
    </Stack>
  );
}

/** 'Родительская категория': the tree, indented; the category itself and what lies under it cannot be chosen. */
function ParentSelect({
  id,
  tree,
  value,
  problem,
  onChange,
}: {
  id: number | null;
  tree: AdminCategory[];
  value: number;
  problem?: string;
  onChange: (parent: number) => void;
}) {
  const below = id === null ? new Set<number>() : categoryAndBelow(id, tree);
  const depths = depthsOf(tree);
  return (
    <Field.Root invalid={Boolean(problem)}>
      <Field.Label>Родительская категория</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={String(value)} onChange={(e) => onChange(Number(e.target.value))}>
          <option value="0">— Верхний уровень —</option>
          {tree.map((category) => (
            <option key={category.category_id} value={category.category_id} disabled={below.has(category.category_id)}>
              {`${'\u00a0\u00a0'.repeat(depths.get(category.category_id) ?? 0)}${category.name}`}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{problem}</Field.ErrorText>
    </Field.Root>
  );
}
