import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminCategory, CategoryEditorRecord } from '../../src/contract/admin-categories';
import { CATEGORY_EDITOR_TEXT, EMPTY_CATEGORY } from '../../src/domain/category-editor';
import { fail, ok, type Route } from './helpers/fake-backend';
import { renderAdmin } from './helpers/render-admin';

// 'Категории' (issue 16): the tree in the menu's order, moved with 'Выше'/'Ниже' or by dragging onto a sibling,
// deleted after 'Удалить категорию?' (a refusal said in the dialog); the form: values, parent, filters, meta with the
// search preview, a save with the version opened, a stale copy loaded afresh, a new one under its parent.

const node = (id: number, parent: number, name: string, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  category_id: id,
  parent_id: parent,
  name,
  keyword: `k${id}`,
  status: true,
  sort_order: 0,
  products: 2,
  children: 0,
  version: 1,
  ...extra,
});
const TREE = [
  node(1, 0, 'Пилинги'),
  node(2, 0, 'Для лица', { children: 2 }),
  node(3, 2, 'Сыворотки'),
  node(4, 2, 'Маски', { products: 0, status: false }),
  node(5, 0, 'Для тела'),
];
const RECORD: CategoryEditorRecord = {
  category_id: 3,
  version: 6,
  href: '/syvorotki',
  image_url: '',
  values: {
    ...EMPTY_CATEGORY,
    name: 'Сыворотки',
    parent_id: 2,
    keyword: 'syvorotki',
    description: '<p>Концентрированные сыворотки.</p>',
    filter_group_ids: [10],
  },
};
const GROUPS = {
  filter_groups: [
    { filter_group_id: 10, name: 'Тип кожи', filters: ['Сухая', 'Жирная'] },
    { filter_group_id: 11, name: 'Назначение', filters: ['Увлажнение'] },
  ],
};

function backend(routes: Record<string, Route> = {}) {
  const sent: Record<string, unknown[]> = {};
  const record =
    (key: string, reply: Route): Route =>
    (config) => {
      (sent[key] ??= []).push(JSON.parse(String(config.data)));
      return typeof reply === 'function' ? reply(config) : reply;
    };
  const all: Record<string, Route> = {
    'GET /admin/api/categories': ok({ categories: TREE }),
    'GET /admin/api/categories/filter-groups': ok(GROUPS),
    'GET /admin/api/categories/3': ok(RECORD),
    ...routes,
  };
  for (const key of Object.keys(all)) if (key.startsWith('POST')) all[key] = record(key, all[key]);
  return { routes: all, sent };
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe("'Категории': the tree", () => {
  it('lists the categories in menu order, subcategories under their parent, hidden ones marked', async () => {
    const { routes } = backend();
    await renderAdmin('/categories', routes, 'editor');
    const list = await screen.findByRole('list', { name: 'Категории в порядке меню' });
    await within(list).findByRole('link', { name: 'Сыворотки' });
    const names = within(list)
      .getAllByRole('link')
      .filter((a) => /\/categories\/\d+$/.test(a.getAttribute('href') ?? ''))
      .map((a) => a.textContent);
    expect(names).toEqual(TREE.map((c) => c.name));
    expect(within(row('Маски')).getByText('Скрыта')).toBeInTheDocument();
    // The first of its parent's cannot go higher, the last lower.
    expect(screen.getByRole('button', { name: 'Выше: Сыворотки' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Ниже: Маски' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Подкатегория в «Для лица»' }).getAttribute('href')).toMatch(
      /\/categories\/new\?parent=2$/,
    );
    expect(within(screen.getAllByRole('navigation')[0]).getByRole('link', { name: 'Категории' })).toBeInTheDocument();
  });

  it("'Выше' sends the version on screen and shows the tree the server answers", async () => {
    const moved = [TREE[1], TREE[2], TREE[3], TREE[0], TREE[4]];
    const { routes, sent } = backend({ 'POST /admin/api/categories/2/move': ok({ categories: moved }) });
    const { user } = await renderAdmin('/categories', routes, 'editor');
    await user.click(await screen.findByRole('button', { name: 'Выше: Для лица' }));
    expect(await screen.findByText('«Для лица» перемещена')).toBeInTheDocument();
    expect(sent['POST /admin/api/categories/2/move']).toEqual([{ direction: 'up', version: 1 }]);
    const links = within(screen.getByRole('list', { name: 'Категории в порядке меню' })).getAllByRole('link');
    expect(links[0]).toHaveTextContent('Для лица');
  });

  it("a category dropped on a sibling's row takes its place; a row of another parent takes no drop", async () => {
    const { routes, sent } = backend({ 'POST /admin/api/categories/5/move': ok({ categories: TREE }) });
    await renderAdmin('/categories', routes, 'editor');
    await screen.findByRole('link', { name: 'Для тела' });
    const data = { effectAllowed: '', setData: () => {} };
    fireEvent.dragStart(row('Для тела'), { dataTransfer: data });
    // Not its sibling: the browser is not told a drop is welcome there.
    expect(fireEvent.dragOver(row('Сыворотки'), { dataTransfer: data })).toBe(true);
    expect(fireEvent.dragOver(row('Пилинги'), { dataTransfer: data })).toBe(false);
    fireEvent.drop(row('Пилинги'), { dataTransfer: data });
    await waitFor(() => expect(sent['POST /admin/api/categories/5/move']).toEqual([{ position: 0, version: 1 }]));
  });

  it("asks 'Удалить категорию?' and says in the dialog why the server refused", async () => {
    const refusal = 'В категории есть товары (2): перенесите их в другую категорию';
    const { routes, sent } = backend({ 'POST /admin/api/categories/1/delete': fail(400, refusal) });
    const { user } = await renderAdmin('/categories', routes, 'editor');
    await user.click(await screen.findByRole('button', { name: 'Удалить: Пилинги' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Удалить категорию?' });
    await user.click(within(dialog).getByRole('button', { name: 'Да, удалить' }));
    expect(await within(dialog).findByText((text) => text.includes(refusal))).toBeInTheDocument();
    expect(sent['POST /admin/api/categories/1/delete']).toEqual([{ version: 1 }]);
  });

  it('a stale move reloads the list and says someone else changed it', async () => {
    let loads = 0;
    const { routes } = backend({
      'GET /admin/api/categories': () => {
        loads += 1;
        return ok({ categories: TREE });
      },
      'POST /admin/api/categories/5/move': fail(409, 'Запись изменена другим сотрудником'),
    });
    const { user } = await renderAdmin('/categories', routes, 'editor');
    await user.click(await screen.findByRole('button', { name: 'Выше: Для тела' }));
    expect(await screen.findByText(/Запись изменена другим сотрудником: список обновлён/)).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
  });
});

describe('the category form', () => {
  it('shows the category and saves the changes with the version opened', async () => {
    const { routes, sent } = backend({
      'POST /admin/api/categories/3': (config) =>
        ok({ ...RECORD, version: 7, values: JSON.parse(String(config.data)).values }),
    });
    const { user } = await renderAdmin('/categories/3', routes, 'editor');
    const name = await screen.findByRole('textbox', { name: /^Название/ });
    expect(name).toHaveValue('Сыворотки');
    const parent = screen.getByRole('combobox', { name: 'Родительская категория' });
    expect(parent).toHaveValue('2');
    // Itself cannot be its own parent.
    expect(within(parent).getByRole('option', { name: /Сыворотки/ })).toBeDisabled();
    expect(await screen.findByRole('checkbox', { name: /Тип кожи/ })).toBeChecked();
    await user.type(name, ' 2');
    await user.selectOptions(parent, '0');
    await user.click(screen.getByRole('checkbox', { name: /Назначение/ }));
    await user.type(screen.getByRole('textbox', { name: 'Заголовок для поисковиков' }), 'Купить');
    const preview = screen.getByRole('group', { name: 'Так категорию увидят в поиске' });
    expect(within(preview).getByText('Купить')).toBeInTheDocument();
    expect(within(preview).getByText('Концентрированные сыворотки.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Категория сохранена')).toBeInTheDocument();
    expect(sent['POST /admin/api/categories/3']).toEqual([
      {
        version: 6,
        values: {
          ...RECORD.values,
          name: 'Сыворотки 2',
          parent_id: 0,
          meta_title: 'Купить',
          filter_group_ids: [10, 11],
        },
      },
    ]);
    // A long form typed into: slow on a busy machine.
  }, 40_000);

  it("on a stale save loads the category afresh and says 'Запись изменена другим сотрудником'", async () => {
    const { routes } = backend({ 'POST /admin/api/categories/3': fail(409, 'Запись изменена другим сотрудником') });
    const { user } = await renderAdmin('/categories/3', routes, 'editor');
    await user.type(await screen.findByRole('textbox', { name: /^Название/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись изменена другим сотрудником')).toBeInTheDocument();
    expect(screen.getByText(/Категория загружена заново/)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /^Название/ })).toHaveValue('Сыворотки');
  });

  it('a new one under its parent: its address follows its name, an empty name is named before sending', async () => {
    const { routes, sent } = backend({
      'POST /admin/api/categories': (config) =>
        ok({ ...RECORD, category_id: 9, version: 1, values: JSON.parse(String(config.data)).values }),
      'GET /admin/api/categories/9': ok(RECORD),
    });
    const { user } = await renderAdmin('/categories/new?parent=2', routes, 'editor');
    expect(await screen.findByRole('heading', { name: 'Новая категория' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Родительская категория' })).toHaveValue('2'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(CATEGORY_EDITOR_TEXT.nameMissing)).toBeInTheDocument();
    expect(sent['POST /admin/api/categories']).toBeUndefined();
    await user.type(screen.getByRole('textbox', { name: /^Название/ }), 'Тоники');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Адрес страницы' })).toHaveValue('toniki'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Категория сохранена')).toBeInTheDocument();
    expect(sent['POST /admin/api/categories']).toEqual([
      { version: 0, values: { ...EMPTY_CATEGORY, name: 'Тоники', keyword: 'toniki', parent_id: 2 } },
    ]);
  });

  it('is not for a manager', async () => {
    const { routes } = backend();
    await renderAdmin('/categories', routes, 'manager');
    expect(await screen.findByText('Нет доступа')).toBeInTheDocument();
  });
});
