/**
 * The CPU phases of a backup import (workers/backup/import.ts) in Node, timed one by one on the
 * same backup shape as the browser import benchmark (bench/browser/import.ts): UTF-8 decoding,
 * the nesting scan, JSON.parse, copying the check chunks, and validating each collection through
 * CollectionValidator. The write phase is not here: it is IndexedDB's own and measured in the
 * browser. Run: `npx tsx bench/import-cpu.ts [records=100000] [rounds=3]`; each phase's best
 * round is printed.
 */
import { performance } from 'node:perf_hooks';
import { CollectionValidator } from '../src/db/repository';
import { CONTENT_COLLECTIONS } from '../src/schemas/registry';
import { jsonDepth } from '../workers/backup/json-depth';
import { generateRecords, type GeneratedCollection } from './data/generate';

const RECORDS = Number(process.argv[2] ?? 100_000);
const ROUNDS = Number(process.argv[3] ?? 3);
/** The import's check chunk (workers/backup/import.ts). */
const CHECK_CHUNK = 2_000;

const backup = Object.fromEntries(
  (CONTENT_COLLECTIONS as readonly GeneratedCollection[]).map((collection) => [
    collection,
    generateRecords(collection, Math.round(RECORDS * (collection === 'signals' ? 0.4 : 0.06)), 21),
  ]),
);
const bytes = new TextEncoder().encode(JSON.stringify(backup));

function timed<T>(run: () => T): [T, number] {
  const start = performance.now();
  const result = run();
  return [result, performance.now() - start];
}

const best = new Map<string, number>();
function keep(phase: string, ms: number): void {
  best.set(phase, Math.min(best.get(phase) ?? Infinity, ms));
}

for (let round = 0; round < ROUNDS; round++) {
  const [text, decodeMs] = timed(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  keep('decode', decodeMs);
  keep('jsonDepth', timed(() => jsonDepth(text))[1]);
  const [parsed, parseMs] = timed(() => JSON.parse(text) as Record<string, unknown[]>);
  keep('JSON.parse', parseMs);
  keep(
    'slice copies',
    timed(() => {
      let copied = 0;
      for (const records of Object.values(parsed)) for (let i = 0; i < records.length; i += CHECK_CHUNK) copied += records.slice(i, i + CHECK_CHUNK).length;
      return copied;
    })[1],
  );
  for (const collection of CONTENT_COLLECTIONS) {
    const records = parsed[collection] ?? [];
    const [, ms] = timed(() => {
      const validator = new CollectionValidator(collection);
      for (let i = 0; i < records.length; i += CHECK_CHUNK) validator.add(records.slice(i, i + CHECK_CHUNK));
      return validator.finish();
    });
    keep(`validate ${collection}`, ms);
  }
}

const validateMs = [...best].filter(([phase]) => phase.startsWith('validate ')).reduce((sum, [, ms]) => sum + ms, 0);
const rows = [...best, ['validate (all)', validateMs] as const].map(([phase, ms]) => ({ phase, 'best ms': Math.round(ms) }));
console.log(`${RECORDS} records, ${(bytes.byteLength / 1_048_576).toFixed(1)} MB, best of ${ROUNDS}`);
console.table(rows);
console.log(`total CPU (decode + depth + parse + validate): ${Math.round(['decode', 'jsonDepth', 'JSON.parse'].reduce((sum, phase) => sum + (best.get(phase) ?? 0), validateMs))} ms`);
