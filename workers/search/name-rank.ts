/**
 * The order of the name matches (docs/search.md, "Order of the name matches"): the exact,
 * starts-with, name-word and typo tiers offer a pool of candidates, each walked in a cheap order
 * of its own (key order, shortest name first), and this ranks the pool by how well each
 * candidate matches and then by what people mean. A candidate's key, best first:
 * 1. the match: the name or symbol equals the query; it starts with it; every query word is a
 *    name word (the last one also as a start); the name words are a few edits away;
 * 2. on both the name and the symbol before on one of them, then more of them equal to the
 *    query ("iost" is IOST before IOStoken, both with the symbol IOST);
 * 3. fewer edits; a typo that keeps the first letter (people seldom mistype it: "rblox" is
 *    Roblox before Blox);
 * 4. fewer name words (the query is more of the name), then the popularity prior
 *    (popularity.ts), then the shorter name, then the ref.
 */
import { compareRefs } from './slot-docs';
import { normalize, tokenize } from './text';

/** What the ranking reads of a document by slot. */
export interface RankDocs {
  name(slot: number): string;
  /** '' for none. */
  symbol(slot: number): string;
  popularity(slot: number): number;
  ref(slot: number): string;
}

/** The query as the name tiers see it. */
export interface NameQuery {
  /** Normalised. */
  text: string;
  /** The query read as a ticker ("$btc" → "btc"); `text` otherwise. */
  ticker: string;
  terms: readonly string[];
  /** Whether the last term also matches the words it starts. */
  lastIsPrefix: boolean;
}

/** How a candidate matches, best first. */
const EXACT = 0;
const START = 1;
const WORDS = 2;
const TYPO = 3;

interface Ranked {
  slot: number;
  match: number;
  fields: number;
  equal: number;
  edits: number;
  firstLetter: number;
  words: number;
  popularity: number;
  length: number;
}

/** How many words a normalised name has, counted without making them (most names need no more). */
function wordCount(name: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < name.length; i++) {
    const code = name.charCodeAt(i);
    const letter = (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code > 127;
    if (letter && !inWord) count += 1;
    inWord = letter;
  }
  return count;
}

function hasWords(name: string, query: NameQuery): boolean {
  const tokens = tokenize(name);
  const lastIndex = query.terms.length - 1;
  return query.terms.every((term, i) =>
    i === lastIndex && query.lastIsPrefix
      ? tokens.some((token) => token.startsWith(term))
      : tokens.includes(term),
  );
}

function rankOf(slot: number, edits: number, query: NameQuery, docs: RankDocs): Ranked {
  const name = normalize(docs.name(slot));
  const symbol = normalize(docs.symbol(slot));
  const { text, ticker } = query;
  const symbolMatch = symbol !== '' && symbol.startsWith(ticker);
  const nameExact = name === text || name === ticker;
  const nameStart = name.startsWith(text);
  // Only a name that neither equals nor starts with the query is split into its words.
  const nameWords = nameExact || nameStart || hasWords(name, query);
  const match =
    nameExact || symbol === ticker
      ? EXACT
      : nameStart || symbolMatch
        ? START
        : nameWords
          ? WORDS
          : TYPO;
  const typo = match === TYPO;
  const nameMatch = nameExact || nameStart || nameWords || typo;
  return {
    slot,
    match,
    fields: (nameMatch ? 1 : 0) + (symbolMatch ? 1 : 0),
    equal: (nameExact ? 1 : 0) + (symbol === ticker ? 1 : 0),
    edits: typo ? edits : 0,
    firstLetter: typo && !name.startsWith(text.slice(0, 1)) ? 1 : 0,
    words: wordCount(name),
    popularity: docs.popularity(slot),
    length: name.length,
  };
}

/** `a` before `b` (negative), after (positive); the refs are made only for a full tie. */
const order = (a: Ranked, b: Ranked, docs: RankDocs): number =>
  a.match - b.match ||
  b.fields - a.fields ||
  b.equal - a.equal ||
  a.edits - b.edits ||
  a.firstLetter - b.firstLetter ||
  a.words - b.words ||
  b.popularity - a.popularity ||
  a.length - b.length ||
  compareRefs(docs.ref(a.slot), docs.ref(b.slot));

/** The best `limit` of `pool` (slot → the edits it was found with), best first. */
export function rankNames(
  pool: ReadonlyMap<number, number>,
  query: NameQuery,
  docs: RankDocs,
  limit: number,
): number[] {
  const ranked: Ranked[] = [];
  for (const [slot, edits] of pool) ranked.push(rankOf(slot, edits, query, docs));
  return ranked
    .sort((a, b) => order(a, b, docs))
    .slice(0, limit)
    .map(({ slot }) => slot);
}
