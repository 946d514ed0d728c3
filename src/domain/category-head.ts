import { plainText } from './text';

/**
 * What a category page says of itself in search results and link previews (its <title> and description): the
 * editor's own meta title and description from 'Категории' when written; otherwise the category's name with the
 * shop's name, and the words of its description (as the back office's search preview promises), or a sentence built
 * from the name when it has none.
 */

export interface CategoryHeadInput {
  /** The category's name as the page heads it. */
  name: string;
  /** '' when the editor wrote none. */
  meta_title: string;
  meta_description: string;
  /** HTML, as the category call gives it; '' when none. */
  description: string;
}

export interface CategoryHead {
  /** The document's whole title as the editor wrote it (used as it is, as for products); null when none. */
  title: string | null;
  description: string;
}

/** The description of a category page whose editor wrote none (and of a page that is not a category's). */
export function defaultCategoryDescription(name: string): string {
  return `${name} — профессиональная косметика для косметологов и их клиентов с доставкой по всей России.`;
}

/**
 * A meta title that only repeats the category's name is not taken as written: the demo data and OpenCart's form fill
 * it with the name, and '<name> — <shop>' says more than the name alone.
 */
export function categoryHead(name: string, category: CategoryHeadInput | null | undefined): CategoryHead {
  const title = category?.meta_title.trim() ?? '';
  const description = category?.meta_description.trim() || plainText(category?.description);
  return {
    title: title && title !== category?.name.trim() ? title : null,
    description: description || defaultCategoryDescription(name),
  };
}
