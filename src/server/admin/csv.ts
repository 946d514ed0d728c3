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

/** One record of a CSV file: the line it starts on (the header is line 1) and its cells. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/** A CSV file that cannot be read: a quote opened and never closed. */
export class CsvUnreadable extends Error {
  constructor(readonly line: number) {
    super(`Строка ${line}: кавычка открыта и не закрыта`);
    this.name = 'CsvUnreadable';
  }
}

/**
 * Reads CSV as Excel writes it with a Russian locale (and as toCsv writes it): cells split by `separator` (';'),
 * a quoted cell may hold the separator, line breaks and doubled quotes; lines end in CRLF or LF; a byte-order mark is
 * dropped. Blank lines are skipped. Nothing in a cell is interpreted: a '=…' stays text.
 */
export function parseCsv(text: string, separator = ';'): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let line = 1;
  let at = 0;
  while (at < source.length) {
    const start = line;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    let ended = false;
    while (at < source.length && !ended) {
      const char = source[at];
      if (quoted) {
        if (char === '"') {
          if (source[at + 1] === '"') {
            cell += '"';
            at += 1;
          } else quoted = false;
        } else {
          if (char === '\n') line += 1;
          cell += char;
        }
      } else if (char === '"' && cell === '') quoted = true;
      else if (char === separator) {
        cells.push(cell);
        cell = '';
      } else if (char === '\n' || (char === '\r' && source[at + 1] === '\n')) {
        if (char === '\r') at += 1;
        line += 1;
        ended = true;
      } else cell += char;
      at += 1;
    }
    if (quoted) throw new CsvUnreadable(start);
    cells.push(cell);
    if (cells.some((c) => c.trim() !== '')) records.push({ line: start, cells });
  }
  return records;
}
