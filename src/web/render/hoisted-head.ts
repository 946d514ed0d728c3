/**
 * React puts a page's <title>, <meta> and <link> elements first when it renders into a container rather than a whole
 * document: they belong in <head>. In the browser React finds them there again when it hydrates.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

export function splitHoisted(html: string): { head: string; body: string } {
  const match = HOISTED.exec(html);
  if (!match) return { head: '', body: html };
  return { head: match[0], body: html.slice(match[0].length) };
}
