/**
 * The name-word tier's term dictionary alone, before and after in the same run, over vocabularies
 * far bigger than the generated records have (their names share ~170 words): the sorted word
 * list with binary search and a Levenshtein scan it used to be, against TermDictionary (MiniSearch's
 * radix tree). Heap is the structure's own (the words' strings exist before either is built, as
 * they do in the postings), per word.
 */
import { performance } from 'node:perf_hooks';

import { TermDictionary } from '../workers/search/term-dictionary';
import { Random } from './data/random';

/** Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** What name-words.ts did before: a sorted list, binary search for prefixes, a scan for typos. */
class SortedWords {
  private readonly words: string[];
  constructor(words: readonly string[]) {
    this.words = [...words].sort();
  }
  prefix(start: string, limit: number): string[] | null {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.words[mid] ?? '') < start) lo = mid + 1;
      else hi = mid;
    }
    const found: string[] = [];
    for (let i = lo; i < this.words.length && (this.words[i] ?? '').startsWith(start); i++) {
      if (found.length === limit) return null;
      found.push(this.words[i] ?? '');
    }
    return found;
  }
  near(term: string, maxEdits: number): string[] {
    const found: { word: string; distance: number }[] = [];
    for (const word of this.words) {
      if (Math.abs(word.length - term.length) > maxEdits || word === term) continue;
      const distance = editDistance(term, word, maxEdits);
      if (distance <= maxEdits) found.push({ word, distance });
    }
    return found.sort((a, b) => a.distance - b.distance).map(({ word }) => word);
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const PREFIX_LIMIT = 5_000;

function vocabulary(count: number, rng: Random): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    let word = '';
    for (let i = rng.int(3, 11); i > 0; i--) word += LETTERS.charAt(rng.int(0, LETTERS.length - 1));
    words.add(word);
  }
  return [...words];
}

function p95(run: () => unknown, times: number): number {
  run(); // warm up
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    run();
    taken.push(performance.now() - start);
  }
  taken.sort((a, b) => a - b);
  return taken[Math.min(taken.length - 1, Math.floor(0.95 * taken.length))] ?? 0;
}

const heap = (): number => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** One row per vocabulary size: bytes a word, build ms, p95 of a prefix and of a typo look-up. */
export function dictionaryBeforeAfter(sizes: readonly number[]): Record<string, number>[] {
  return sizes.map((size) => {
    const rng = new Random(size);
    const words = vocabulary(size, rng);
    const prefixes = Array.from({ length: 60 }, () => {
      const word = rng.pick(words);
      return word.slice(0, rng.int(2, Math.min(5, word.length)));
    });
    const typos = Array.from({ length: 20 }, () => {
      const word = rng.pick(words.filter((each) => each.length >= 5).slice(0, 500));
      const at = rng.int(1, word.length - 2);
      return word.slice(0, at) + word.slice(at + 1);
    });
    const measure = <T>(build: () => T): { value: T; bytes: number; ms: number } => {
      const before = heap();
      const start = performance.now();
      const value = build();
      const ms = performance.now() - start;
      return { value, bytes: heap() - before, ms };
    };
    const sorted = measure(() => new SortedWords(words));
    const tree = measure(() => {
      const dictionary = new TermDictionary();
      for (const word of words) dictionary.add(word);
      return dictionary;
    });
    let next = 0;
    const cycle = (list: readonly string[]): string => list[next++ % list.length] ?? '';
    const editsOf = (typo: string): number => (typo.length >= 8 ? 2 : 1);
    return {
      words: size,
      'sorted list B/word': Math.round(sorted.bytes / size),
      'radix tree B/word': Math.round(tree.bytes / size),
      'sorted list build ms': Math.round(sorted.ms),
      'radix tree build ms': Math.round(tree.ms),
      'sorted list prefix p95 ms': +p95(
        () => sorted.value.prefix(cycle(prefixes), PREFIX_LIMIT),
        prefixes.length,
      ).toFixed(3),
      'radix tree prefix p95 ms': +p95(
        () => tree.value.prefix(cycle(prefixes), PREFIX_LIMIT),
        prefixes.length,
      ).toFixed(3),
      'sorted list typo p95 ms': +p95(() => {
        const typo = cycle(typos);
        return sorted.value.near(typo, editsOf(typo));
      }, typos.length).toFixed(2),
      'radix tree typo p95 ms': +p95(() => {
        const typo = cycle(typos);
        return tree.value.near(typo, editsOf(typo));
      }, typos.length).toFixed(2),
    };
  });
}
