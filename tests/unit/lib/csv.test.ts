/**
 * The CSV writer: every file is read back by papaparse's parser and compared with what went in,
 * and the raw text is checked for what a parser would forgive (line ends, the byte order mark).
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';

import { type CsvCell, neutraliseFormula, toCsv } from '../../../src/lib/csv';

const RUNS = { numRuns: 300, seed: 4180 } as const;
const BOM = '\uFEFF';

/** The records of a file, its byte order mark and last line end checked and taken off. */
function readBack(csv: string): string[][] {
  expect(csv.startsWith(BOM)).toBe(true);
  expect(csv.endsWith('\r\n')).toBe(true);
  const parsed = Papa.parse<string[]>(csv.slice(1, -2), { newline: '\r\n', delimiter: ',' });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every record with CRLF', () => {
    const csv = toCsv(
      ['Wallet', 'Chain'],
      [
        ['Main', 'EVM'],
        ['Café', 'Solana'],
      ],
    );
    expect(csv).toBe(`${BOM}Wallet,Chain\r\nMain,EVM\r\nCafé,Solana\r\n`);
  });

  it('writes only the header when there are no rows', () => {
    expect(toCsv(['Wallet', 'Chain'], [])).toBe(`${BOM}Wallet,Chain\r\n`);
  });

  it('quotes a cell with a comma, a quote or a line break, and doubles its quotes', () => {
    const csv = toCsv(['note'], [['a, b'], ['say "gm"'], ['line\nbreak'], ['cr\r\nlf']]);
    expect(csv).toBe(`${BOM}note\r\n"a, b"\r\n"say ""gm"""\r\n"line\nbreak"\r\n"cr\r\nlf"\r\n`);
  });

  it('keeps a record of one empty cell, which an empty line would lose', () => {
    const csv = toCsv(['note'], [[''], [null], ['x']]);
    expect(csv).toBe(`${BOM}note\r\n""\r\n""\r\nx\r\n`);
    expect(readBack(csv)).toEqual([['note'], [''], [''], ['x']]);
  });

  it('gives back any text it was given, after formulas are neutralised', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 30 });
    const row = fc.array(text, { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(row, fc.array(row, { maxLength: 8 }), (header, rows) => {
        const expected = [header, ...rows].map((cells) => cells.map(neutraliseFormula));
        expect(readBack(toCsv(header, rows))).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('neutralises a formula in any column, the header too', () => {
    const csv = toCsv(['=cmd', 'b'], [['ok', '=HYPERLINK("http://evil.example","x")']]);
    expect(readBack(csv)).toEqual([
      ["'=cmd", 'b'],
      ['ok', `'=HYPERLINK("http://evil.example","x")`],
    ]);
  });

  // A number is the app's own value: -5 stays a number a spreadsheet can add up. The same text
  // typed by a person is neutralised like any text, since the writer cannot tell who typed "-5".
  it('writes numbers and booleans as they are, a negative number too, and text "-5" as text', () => {
    const row: CsvCell[] = [-5, 3.25, true, false, null, undefined, '-5'];
    expect(toCsv(['n', 'x', 't', 'f', 'null', 'undefined', 'text'], [row])).toBe(
      `${BOM}n,x,t,f,null,undefined,text\r\n-5,3.25,true,false,,,'-5\r\n`,
    );
  });
});

describe('neutraliseFormula', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])(
    'puts an apostrophe before %j',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['', 'Main wallet', ' =not first', "'already", '1-2', 'a=b'])(
    'leaves %j alone',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(cell);
    },
  );
});
