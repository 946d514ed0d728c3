const LETTERS: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
};

/**
 * A Latin URL keyword from a Russian title, in the shop's existing style ('vsja-produktsija', 'uhod_za_litsom'):
 * lower case, words joined by '-', at most `maxLength` characters, cut at a word boundary.
 */
export function transliterate(title: string, maxLength = 60): string {
  const latin = [...title.toLowerCase()].map((ch) => LETTERS[ch] ?? ch).join('');
  const words = latin
    .replace(/%/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let keyword = '';
  for (const word of words) {
    const next = keyword ? `${keyword}-${word}` : word;
    if (next.length > maxLength) break;
    keyword = next;
  }
  return keyword || words[0]?.slice(0, maxLength) || 'page';
}

/** The longest URL keyword a page may have (url_alias.keyword). */
export const URL_KEYWORD_MAX = 255;

export const URL_KEYWORD_TEXT = {
  invalid: 'Адрес страницы — латинские буквы, цифры, «-» и «_», без пробелов и «/»',
  tooLong: `Адрес страницы — не длиннее ${URL_KEYWORD_MAX} символов`,
} as const;

/** What is wrong with a page's URL keyword as typed ('' is no problem: it is made from the title). */
export function keywordProblem(keyword: string): string | null {
  if (keyword.length > URL_KEYWORD_MAX) return URL_KEYWORD_TEXT.tooLong;
  if (keyword !== '' && !/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(keyword)) return URL_KEYWORD_TEXT.invalid;
  return null;
}
