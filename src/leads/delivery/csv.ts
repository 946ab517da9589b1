export type CsvCell = string | number | null | undefined;

/** A spreadsheet runs a cell that starts with one of these as a formula (OWASP: CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 field; text that a spreadsheet would run is prefixed with a quote so it stays text. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated as RFC 4180 says. */
export const csvRecord = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(',')}\r\n`;
