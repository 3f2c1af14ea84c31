/**
 * `npm run gen -- --signals 100000 --airdrops 20000 … [--seed 1] [--out file.json]` writes a valid
 * AlphaScout backup file (the Import format) with generated records, streaming it so any size
 * fits in memory. Collections not named are left out of the file, so Import keeps them as they are.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

import { type GeneratedCollection, generateRecords } from '../bench/data/generate';
import { CONTENT_COLLECTIONS } from '../src/schemas/registry';

const CHUNK = 2_000;

function parseArgs(argv: string[]): {
  counts: Map<GeneratedCollection, number>;
  seed: number;
  out: string;
} {
  const counts = new Map<GeneratedCollection, number>();
  let seed = 1;
  let out = 'alphascout-generated-backup.json';
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i]?.replace(/^--/, '') ?? '';
    const value = argv[i + 1] ?? '';
    if (flag === 'seed') seed = Number(value);
    else if (flag === 'out') out = value;
    else if ((CONTENT_COLLECTIONS as readonly string[]).includes(flag))
      counts.set(flag as GeneratedCollection, Number(value));
    else
      throw new Error(
        `Unknown option --${flag}. Use --<collection> <count> (${CONTENT_COLLECTIONS.join(', ')}), --seed, --out.`,
      );
    if (!Number.isInteger(Number(value)) && flag !== 'out')
      throw new Error(`--${flag} needs a whole number, got "${value}"`);
  }
  if (counts.size === 0) throw new Error('Name at least one collection, e.g. --signals 100000');
  return { counts, seed, out };
}

async function main(): Promise<void> {
  const { counts, seed, out } = parseArgs(process.argv.slice(2));
  const file = createWriteStream(out);
  const write = async (text: string): Promise<void> => {
    if (!file.write(text)) await once(file, 'drain');
  };
  await write('{');
  let firstCollection = true;
  for (const [collection, count] of counts) {
    await write(`${firstCollection ? '' : ','}\n${JSON.stringify(collection)}: [`);
    firstCollection = false;
    // Generate in one pass (the seed decides every record), write in chunks to keep memory flat.
    const records = generateRecords(collection, count, seed);
    for (let i = 0; i < records.length; i += CHUNK) {
      const chunk = records.slice(i, i + CHUNK).map((record) => JSON.stringify(record));
      await write(`${i === 0 ? '' : ','}${chunk.join(',')}`);
    }
    await write(']');
    console.log(`${collection}: ${count}`);
  }
  await write('\n}\n');
  file.end();
  await once(file, 'finish');
  console.log(`Wrote ${out}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
