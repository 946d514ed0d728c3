/** A user's text as an ILIKE pattern that matches it anywhere: its own % and _ and \ are literal. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
