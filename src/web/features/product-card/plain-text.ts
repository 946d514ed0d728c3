import { stripHtml } from '../../../domain/text';

/** Tags that end a block of text: their edges become spaces, so 'кожи.</p><p>Действие' reads 'кожи. Действие'. */
const BLOCK_EDGE = /<\/?(?:p|div|li|ul|ol|h[1-6]|blockquote|tr|td|th|table)\b[^>]*>/gi;

/** The plain text of a description's HTML (quick view shows its first 350 characters). */
export function plainText(html: string): string {
  return stripHtml(html.replace(BLOCK_EDGE, ' '));
}
