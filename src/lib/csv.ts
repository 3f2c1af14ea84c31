/**
 * CSV for spreadsheets (RFC 4180, through papaparse's writer): each record ends in CRLF, a cell quoted
 * when it holds a comma, a quote, a line break or edge spaces, and a UTF-8 byte order mark first,
 * without which Excel reads the file in the system's legacy code page and garbles accents.
 */
import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

const BOM = '\uFEFF';
const CRLF = '\r\n';

/**
 * A text that a spreadsheet would run as a formula, made plain text with a leading apostrophe
 * (OWASP, "CSV Injection"): `=`, `+`, `-`, `@`, tab or carriage return first. A visitor's own
 * labels and notes can hold anything, including `=HYPERLINK(…)` pasted from elsewhere.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/**
 * Only strings are neutralised. A number is written by the app from a number, so `-5` stays a
 * number a spreadsheet can add up; the text "-5" came from a person and is treated as anything
 * they typed. Papaparse writes null and undefined as empty cells.
 */
function cellOf(value: CsvCell): CsvCell {
  return typeof value === 'string' ? neutraliseFormula(value) : value;
}

/** One record, without its line end. */
function recordOf(cells: readonly CsvCell[]): string {
  // A record of one empty cell would be an empty line, which readers skip or take for no record.
  if (cells.length <= 1 && (cells[0] ?? '') === '') return '""';
  return Papa.unparse([cells.map(cellOf)]);
}

/** The whole file: a header record, then one record per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((cells) => recordOf(cells) + CRLF).join('');
}
