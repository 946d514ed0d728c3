import type { Kysely, Transaction } from 'kysely';
import type { CategoryEditorBody, CategoryEditorRecord, CategoryFilterGroups } from '../../contract/admin-categories';
import { categoryProblems, parentProblem, type CategoryEditorValues } from '../../domain/category-editor';
import { transliterate } from '../../domain/transliterate';
import { categoryHref } from '../catalogue/catalogue-format';
import type { Database } from '../db/schema';
import { HttpError } from '../http/http-error';
import { sanitizeHtml } from '../http/html-policy';
import { imageUrl } from '../http/image-url';
import { writeAudit, type Actor } from './audit-log';
import { CATEGORY_MESSAGES } from './category-store';
import { RULE_CATEGORIES } from './product-queries';
import { StaleRecord } from './stale-record';
import { freeKeyword } from './url-keyword';

/**
 * One category's form in the back office ('Категории', issue 16): read, created and saved. A save runs in one
 * transaction that locks the category: the version opened must still be its own (else StaleRecord), the values pass
 * the form's rules (src/domain/category-editor.ts) and the parent may not be the category or lie under it; the row and
 * the filters its page offers are written with an audit row of before and after. A changed keyword leaves the old
 * address redirecting (migration 017's trigger); the triggers bump the catalogue version (decision 0020), so the
 * storefront's menu, category pages and sitemap follow at the commit.
 */

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

export const CATEGORY_EDITOR_MESSAGES = {
  parent: 'Такой родительской категории нет: обновите страницу',
  picture: 'Изображение не найдено: загрузите его заново',
  filterGroup: 'Такой группы фильтров нет: обновите страницу',
  ruleKeyword: 'Адрес этой категории магазин использует сам («Вся продукция», «Акции»): его нельзя изменить',
} as const;
const M = CATEGORY_EDITOR_MESSAGES;

/** The shop's filter groups in order, each with its filters' names: what a category's page may offer. */
export async function categoryFilterGroups(db: Db): Promise<CategoryFilterGroups['filter_groups']> {
  const rows = await db
    .selectFrom('filter_group as fg')
    .leftJoin('filter as f', 'f.filter_group_id', 'fg.filter_group_id')
    .select(['fg.filter_group_id', 'fg.name', 'f.name as filter'])
    .orderBy('fg.sort_order')
    .orderBy('fg.filter_group_id')
    .orderBy('f.sort_order')
    .orderBy('f.filter_id')
    .execute();
  const groups: CategoryFilterGroups['filter_groups'] = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (group?.filter_group_id !== row.filter_group_id) {
      group = { filter_group_id: row.filter_group_id, name: row.name, filters: [] };
      groups.push(group);
    }
    if (row.filter !== null) group.filters.push(row.filter);
  }
  return groups;
}

/** The form's record of a category, or null when there is none. */
export async function loadCategoryEditor(db: Db, categoryId: number): Promise<CategoryEditorRecord | null> {
  const row = await db
    .selectFrom('category')
    .select([
      'category_id',
      'version',
      'parent_id',
      'name',
      'keyword',
      'status',
      'description',
      'image',
      'meta_title',
      'meta_description',
    ])
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  if (!row) return null;
  const groups = await db
    .selectFrom('category_filter as cf')
    .innerJoin('filter as f', 'f.filter_id', 'cf.filter_id')
    .select('f.filter_group_id')
    .distinct()
    .where('cf.category_id', '=', categoryId)
    .orderBy('f.filter_group_id')
    .execute();
  return {
    category_id: row.category_id,
    version: row.version,
    href: categoryHref(row.keyword),
    image_url: imageUrl(row.image) ?? '',
    values: {
      name: row.name,
      parent_id: row.parent_id,
      keyword: row.keyword,
      status: row.status,
      description: row.description,
      image: row.image ?? '',
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      filter_group_ids: groups.map((g) => g.filter_group_id),
    },
  };
}

/** The values as the form checks them, then the parent, the picture and the filter groups against the shop's. */
async function checked(trx: Trx, categoryId: number | null, values: CategoryEditorValues): Promise<void> {
  const [problem] = Object.values(categoryProblems(values));
  if (problem) throw new HttpError(400, problem);
  if (values.parent_id !== 0) {
    const tree = await trx.selectFrom('category').select(['category_id', 'parent_id']).execute();
    if (!tree.some((c) => c.category_id === values.parent_id)) throw new HttpError(400, M.parent);
    const loop = parentProblem(categoryId, values.parent_id, tree);
    if (loop) throw new HttpError(400, loop);
  }
  if (values.image !== '') {
    const uploaded = await trx
      .selectFrom('uploaded_image')
      .select('path')
      .where('path', '=', values.image)
      .executeTakeFirst();
    const own =
      categoryId !== null &&
      (await trx
        .selectFrom('category')
        .select('category_id')
        .where('category_id', '=', categoryId)
        .where('image', '=', values.image)
        .executeTakeFirst());
    if (!uploaded && !own) throw new HttpError(400, M.picture);
  }
  const groups = [...new Set(values.filter_group_ids)];
  if (groups.length > 0) {
    const known = await trx
      .selectFrom('filter_group')
      .select('filter_group_id')
      .where('filter_group_id', 'in', groups)
      .execute();
    if (known.length !== groups.length) throw new HttpError(400, M.filterGroup);
  }
}

/** The category row's columns from the values. */
const rowOf = (values: CategoryEditorValues, keyword: string) => ({
  name: values.name.trim(),
  parent_id: values.parent_id,
  keyword,
  status: values.status,
  description: sanitizeHtml(values.description, { frames: false }),
  image: values.image || null,
  meta_title: values.meta_title.trim(),
  meta_description: values.meta_description.trim(),
  date_modified: new Date(),
});

/** The filters the category's page offers: every filter of each group chosen. */
async function writeFilters(trx: Trx, categoryId: number, groupIds: number[]): Promise<void> {
  await trx.deleteFrom('category_filter').where('category_id', '=', categoryId).execute();
  const groups = [...new Set(groupIds)];
  if (groups.length === 0) return;
  const filters = await trx.selectFrom('filter').select('filter_id').where('filter_group_id', 'in', groups).execute();
  if (filters.length === 0) return;
  await trx
    .insertInto('category_filter')
    .values(filters.map((f) => ({ category_id: categoryId, filter_id: f.filter_id })))
    .execute();
}

/** A new category, last among its parent's; its number. */
export async function createCategory(db: Kysely<Database>, actor: Actor, body: CategoryEditorBody): Promise<number> {
  const { values } = body;
  return db.transaction().execute(async (trx) => {
    await checked(trx, null, values);
    const typed = values.keyword.trim();
    const keyword = await freeKeyword(trx, 'category', null, typed || transliterate(values.name), Boolean(typed));
    const last = await trx
      .selectFrom('category')
      .select((eb) => eb.fn.max('sort_order').as('max'))
      .where('parent_id', '=', values.parent_id)
      .executeTakeFirst();
    const { category_id } = await trx
      .insertInto('category')
      .values({ ...rowOf(values, keyword), sort_order: last?.max == null ? 0 : Number(last.max) + 10 })
      .returning('category_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('url_alias')
      .values({ keyword, module: 'category', target_id: String(category_id) })
      .execute();
    await writeFilters(trx, category_id, values.filter_group_ids);
    const after = await loadCategoryEditor(trx, category_id);
    await writeAudit(trx, actor, {
      recordType: 'category',
      recordId: category_id,
      action: 'create',
      before: null,
      after: after?.values ?? null,
    });
    return category_id;
  });
}

/** A save of the category opened at `body.version`. */
export async function saveCategory(
  db: Kysely<Database>,
  actor: Actor,
  categoryId: number,
  body: CategoryEditorBody,
): Promise<void> {
  const { values } = body;
  await db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('category')
      .select(['version', 'keyword'])
      .where('category_id', '=', categoryId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw new HttpError(404, CATEGORY_MESSAGES.notFound);
    if (locked.version !== body.version) throw new StaleRecord();
    await checked(trx, categoryId, values);
    const typed = values.keyword.trim();
    const isRule = (RULE_CATEGORIES as readonly string[]).includes(locked.keyword);
    if (isRule && typed !== '' && typed !== locked.keyword) throw new HttpError(400, M.ruleKeyword);
    const keyword = await freeKeyword(
      trx,
      'category',
      categoryId,
      typed || locked.keyword || transliterate(values.name),
      Boolean(typed),
    );
    const before = await loadCategoryEditor(trx, categoryId);
    await trx.updateTable('category').set(rowOf(values, keyword)).where('category_id', '=', categoryId).execute();
    await writeFilters(trx, categoryId, values.filter_group_ids);
    const after = await loadCategoryEditor(trx, categoryId);
    await writeAudit(trx, actor, {
      recordType: 'category',
      recordId: categoryId,
      action: 'edit',
      before: before?.values ?? null,
      after: after?.values ?? null,
    });
  });
}
