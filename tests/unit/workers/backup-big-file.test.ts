/**
 * A backup past V8's longest string (2^29 − 24 UTF-16 units, ~536 million characters;
 * docs/data.md, "Backups"), which the whole-text import could not read at all: the streamed check
 * reads all ~600 MB of it and counts every record. The records carry long texts so that the file
 * is big with few records: the test is about the file's size. It takes 35 s on the shared 2-core
 * machine under load (building the Blob ~5 s, reading it through the check ~30 s).
 */
import { describe, expect, it } from 'vitest';

import { checkFile } from '../../../workers/backup/check';
import { makeSignal } from '../fixtures';

const V8_MAX_STRING_LENGTH = 2 ** 29 - 24;
const RECORDS = 31_000;
const PER_PART = 500;

/** The backup as Blob parts, each ~10 MB of bytes, never one string. */
function bigBackup(): Blob {
  const encoder = new TextEncoder();
  // Near the schema's longest reason (20,000 characters), with a quote and a backslash to escape.
  const reason =
    `Breakout on "rising" volume \\ ${'and a higher low on the daily chart. '.repeat(520)}`.slice(
      0,
      19_000,
    );
  // One record serialised once; each copy differs by its id only.
  const [head = '', tail = ''] = JSON.stringify(makeSignal({ id: '@id@', reason })).split('"@id@"');
  const parts: Uint8Array<ArrayBuffer>[] = [encoder.encode('{"signals": [')];
  for (let first = 0; first < RECORDS; first += PER_PART) {
    const records: string[] = [];
    for (let i = first; i < Math.min(RECORDS, first + PER_PART); i++)
      records.push(`${head}"big-${i}"${tail}`);
    parts.push(encoder.encode(`${first === 0 ? '' : ','}${records.join(',')}`));
  }
  parts.push(encoder.encode(']}'));
  return new Blob(parts);
}

describe('a backup over the string limit', () => {
  it('is read in full, streamed, and every record counted', { timeout: 120_000 }, async () => {
    const file = bigBackup();
    expect(file.size).toBeGreaterThan(V8_MAX_STRING_LENGTH); // one byte per character here: no string could hold it
    let checkedBytes = 0;
    const checked = await checkFile(file, { onProgress: ({ done }) => (checkedBytes = done) });
    expect(checked).toEqual({
      collections: new Map([['signals', { occurrence: 1, records: RECORDS }]]),
      tracking: null,
      wallets: null,
    });
    expect(checkedBytes).toBe(file.size);
  });
});
