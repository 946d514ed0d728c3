import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import { ErrorReply } from '../../contract/envelope';

/**
 * CSV as Excel opens it in a Russian locale: a byte-order mark (so it reads UTF-8), semicolons, CRLF, every cell
 * quoted. A cell that starts with = + - @ (or a tab or carriage return) gets a leading apostrophe, so a name a shopper
 * typed can never become a formula in the staff member's spreadsheet (CSV injection).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return `"${safe.replace(/"/g, '""')}"`;
  };
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** A CSV export's replies in the HTTP contract: the file, or a Russian error. */
export const CSV_REPLIES = {
  200: { description: 'CSV в UTF-8 с BOM', content: { 'text/csv': { schema: Type.String() } } },
  '4xx': ErrorReply,
} as const;

/** Sends a CSV as a download that no cache keeps (it holds people's contacts). */
export function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
