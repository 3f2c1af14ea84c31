/**
 * The CPU phases of a backup import (workers/backup/import.ts) in Node, on the same backup shape
 * as the browser import benchmark (bench/browser/import.ts), each timed alone: UTF-8 decoding;
 * finding and parsing every record, three ways: our incremental reader (workers/backup/
 * backup-parser.ts, fed 64 KiB pieces as a File stream gives them), the `@streamparser/json`
 * tokenizer-parser fed the same bytes (the well-kept library the backup issue names), and
 * `JSON.parse` of the whole text (what the import did before streaming, impossible past ~536
 * million characters); then validating every record. The write phase is IndexedDB's own and is
 * measured in the browser. Run: `npx tsx bench/import-cpu.ts [records=100000] [rounds=3]`; each
 * phase's best round is printed.
 */
import { performance } from 'node:perf_hooks';

import { JSONParser } from '@streamparser/json';

import { CollectionValidator } from '../src/db/records/repository';
import { CONTENT_COLLECTIONS, isCollectionName } from '../src/schemas/registry';
import { BackupParser } from '../workers/backup/backup-parser';
import { type GeneratedCollection, generateRecords } from './data/generate';

const RECORDS = Number(process.argv[2] ?? 100_000);
const ROUNDS = Number(process.argv[3] ?? 3);
const PIECE = 65_536;

const backup = Object.fromEntries(
  (CONTENT_COLLECTIONS as readonly GeneratedCollection[]).map((collection) => [
    collection,
    generateRecords(collection, Math.round(RECORDS * (collection === 'signals' ? 0.4 : 0.06)), 21),
  ]),
);
const bytes = new TextEncoder().encode(JSON.stringify(backup));
const pieces = Array.from({ length: Math.ceil(bytes.byteLength / PIECE) }, (_, i) =>
  bytes.subarray(i * PIECE, (i + 1) * PIECE),
);

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

const best = new Map<string, number>();
function keep(phase: string, ms: number): void {
  best.set(phase, Math.min(best.get(phase) ?? Infinity, ms));
}

function ourParser(): number {
  let records = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const parser = new BackupParser({
    enter: (key) => isCollectionName(key),
    record: () => {
      records++;
    },
    leave: () => undefined,
  });
  for (const piece of pieces) parser.write(decoder.decode(piece, { stream: true }));
  parser.end();
  return records;
}

function streamparser(): number {
  let records = 0;
  // Elements of the top-level object's arrays, as the import needs them.
  const parser = new JSONParser({ paths: ['$.*.*'], keepStack: false });
  parser.onValue = () => {
    records++;
  };
  for (const piece of pieces) parser.write(piece);
  if (!parser.isEnded) parser.end(); // it ends itself after the top-level value
  return records;
}

for (let round = 0; round < ROUNDS; round++) {
  const [text, decodeMs] = timed(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  keep('decode (whole text)', decodeMs);
  const [ours, oursMs] = timed(ourParser);
  keep('records: our incremental reader, decoding included', oursMs);
  const [theirs, theirsMs] = timed(streamparser);
  keep('records: @streamparser/json', theirsMs);
  if (ours !== theirs) throw new Error(`the parsers disagree: ${ours} vs ${theirs} records`);
  const [parsed, parseMs] = timed(() => JSON.parse(text) as Record<string, unknown[]>);
  keep('records: JSON.parse of the whole text', parseMs);
  keep(
    'validate every record',
    timed(() => {
      for (const collection of CONTENT_COLLECTIONS) {
        const validator = new CollectionValidator(collection, false);
        for (const record of parsed[collection] ?? []) validator.add([record]);
        validator.finish();
      }
    })[1],
  );
}

const mb = bytes.byteLength / 1_048_576;
console.log(`${RECORDS} records, ${mb.toFixed(1)} MB, best of ${ROUNDS}`);
console.table(
  [...best].map(([phase, ms]) => ({
    phase,
    'best ms': Math.round(ms),
    'MB/s': Math.round(mb / (ms / 1000)),
  })),
);
