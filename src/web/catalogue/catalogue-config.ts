import type { CatalogueConfig } from '../../api/catalogue';

/**
 * Where a catalogue page's filters and page number live between visits (product §3 "Session storage holds catalogue
 * config per path", §4): in sessionStorage under `catalogue:<path>`, and in the address as `?filters=1,4&page=2`, so
 * a filtered page can be shared and reloaded. The address wins over sessionStorage.
 */

export type StoredChoice = Pick<CatalogueConfig, 'filters' | 'current_page'>;

const storageKey = (pathname: string) => `catalogue:${pathname}`;

function cleanFilters(values: unknown[]): number[] {
  const ids = values.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].sort((a, b) => a - b);
}

function cleanPage(value: unknown): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The choice in the address, or null when the address has none. */
export function choiceFromSearch(search: string): StoredChoice | null {
  const params = new URLSearchParams(search);
  if (!params.has('filters') && !params.has('page')) return null;
  return {
    filters: cleanFilters((params.get('filters') ?? '').split(',').filter(Boolean)),
    current_page: cleanPage(params.get('page') ?? 1),
  };
}

/** The address query for a choice: '' for page 1 without filters. */
export function searchFromChoice({ filters, current_page }: StoredChoice): string {
  const params: string[] = [];
  if (filters.length > 0) params.push(`filters=${filters.join(',')}`);
  if (current_page > 1) params.push(`page=${current_page}`);
  return params.length > 0 ? `?${params.join('&')}` : '';
}

export function readStoredChoice(pathname: string): StoredChoice | null {
  try {
    const raw = sessionStorage.getItem(storageKey(pathname));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CatalogueConfig>;
    return {
      filters: cleanFilters(Array.isArray(value.filters) ? value.filters : []),
      current_page: cleanPage(value.current_page),
    };
  } catch {
    return null;
  }
}

export function storeChoice(pathname: string, config: CatalogueConfig): void {
  try {
    sessionStorage.setItem(storageKey(pathname), JSON.stringify(config));
  } catch (error) {
    console.error('Не удалось сохранить фильтры каталога', error);
  }
}

export function clearStoredChoice(pathname: string): void {
  try {
    sessionStorage.removeItem(storageKey(pathname));
  } catch {
    // Nothing stored, nothing to clear.
  }
}

/** The config a catalogue page starts with: the address's choice, else the stored one, else page 1 unfiltered. */
export function initialConfig(
  base: Pick<CatalogueConfig, 'namePage' | 'category_id'>,
  pathname: string,
  search: string,
): CatalogueConfig {
  const choice = choiceFromSearch(search) ?? readStoredChoice(pathname) ?? { filters: [], current_page: 1 };
  return { ...base, ...choice, categories: [] };
}
