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
