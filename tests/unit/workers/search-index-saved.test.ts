/**
 * Loading a collection from what `saveCollection` kept (the repeat visit's path: no sorting, no
 * tokenising) must give the very index a full build gives: the same hits in the same order for
 * any query, also after edits made before the save and after a damaged name order.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { generateRecords } from '../../../bench/data/generate';
import {
  SEARCH_COLLECTIONS,
  type SearchCollection,
  type SearchDoc,
  toSearchDoc,
} from '../../../workers/search/documents';
import { SearchIndex } from '../../../workers/search/search-index';
import type { RelevanceSnapshot, Snapshot } from '../../../workers/search/snapshot';

const PER_COLLECTION = 300;

function savedParts(
  index: SearchIndex,
  collection: SearchCollection,
): { names: Snapshot; relevance: RelevanceSnapshot } {
  const parts = index.saveCollection(collection);
  if (!parts) throw new Error(`${collection}: not saved`);
  return parts;
}

const docsOf = (collection: SearchCollection, seed: number): SearchDoc[] =>
  generateRecords(collection, PER_COLLECTION, seed).map((record) =>
    toSearchDoc(collection, record as never),
  );

/**
 * An index built from scratch, edited, then saved and loaded into a second index; with
 * `indexedFirst`, the relevance tier is complete at the save, so the snapshot carries it.
 */
function builtAndReloaded(indexedFirst: boolean): {
  built: SearchIndex;
  reloaded: SearchIndex;
  words: string[];
} {
  const built = new SearchIndex();
  for (const collection of SEARCH_COLLECTIONS)
    built.replaceCollection(collection, docsOf(collection, 3));
  const signals = docsOf('signals', 3);
  built.upsert({ ...signals[5]!, name: 'Zeta Renamed Protocol', symbol: 'ZRP' });
  built.remove(signals[6]!.ref);
  built.upsert({
    ...signals[7]!,
    ref: 'signals:added-1',
    id: 'added-1',
    name: 'Aardvark Added',
    symbol: 'AARD',
  });

  if (indexedFirst) built.indexPending(Number.POSITIVE_INFINITY);
  const reloaded = new SearchIndex();
  for (const collection of SEARCH_COLLECTIONS) {
    // Through a structured clone, as IndexedDB stores it.
    const { names, relevance } = savedParts(built, collection);
    reloaded.loadRelevance(
      reloaded.loadCollection(collection, structuredClone(names)),
      structuredClone(relevance),
    );
  }
  if (indexedFirst) expect(reloaded.pendingCount).toBe(0);
  built.indexPending(Number.POSITIVE_INFINITY);
  reloaded.indexPending(Number.POSITIVE_INFINITY);
  const words = new Set<string>(['zeta', 'renamed', 'zrp', 'aardvark', 'aard']);
  for (const collection of SEARCH_COLLECTIONS)
    for (const doc of docsOf(collection, 3).slice(0, 30))
      for (const word of doc.name.toLowerCase().split(/\s+/)) words.add(word);
  return { built, reloaded, words: [...words] };
}

const refs = (index: SearchIndex, query: string): string[] =>
  index.search(query).map((doc) => doc.ref);

describe.each([
  ['saved while its relevance tier was still filling', false],
  ['saved with its relevance tier complete', true],
])('an index loaded from a collection %s', (_, indexedFirst) => {
  let built: SearchIndex;
  let reloaded: SearchIndex;
  let words: string[];

  beforeAll(() => {
    ({ built, reloaded, words } = builtAndReloaded(indexedFirst));
  });

  it('answers like the index it was saved from, for names, prefixes and typos (property)', () => {
    const query = fc.oneof(
      fc.nat().map((n) => words[n % words.length] ?? ''),
      fc
        .tuple(fc.nat(), fc.integer({ min: 2, max: 6 }))
        .map(([n, cut]) => (words[n % words.length] ?? '').slice(0, cut)),
      fc
        .tuple(fc.nat(), fc.nat())
        .map(
          ([a, b]) =>
            `${words[a % words.length] ?? ''} ${(words[b % words.length] ?? '').slice(0, 3)}`,
        ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(query, (q) => {
        expect(refs(reloaded, q)).toEqual(refs(built, q));
      }),
      { numRuns: 300, seed: 20261121 },
    );
  });

  it('keeps edits made before the save', () => {
    expect(refs(reloaded, 'zeta renamed')[0]).toBe(refs(built, 'zeta renamed')[0]);
    expect(refs(reloaded, 'aardvark')).toContain('signals:added-1');
    expect(refs(reloaded, 'AARD')[0]).toBe('signals:added-1');
  });

  it('follows later edits like a fully built index', () => {
    const doc = reloaded.doc(docsOf('news', 3)[0]!.ref)!;
    reloaded.upsert({ ...doc, name: 'Quokka Quarterly' });
    expect(refs(reloaded, 'quokka')).toEqual([doc.ref]);
    reloaded.remove(doc.ref);
    expect(refs(reloaded, 'quokka')).toEqual([]);
  });
});

describe('a damaged snapshot', () => {
  it('sorts after all when the saved name order is out of order', () => {
    const source = new SearchIndex();
    source.replaceCollection('airdrops', docsOf('airdrops', 9));
    const { names: snapshot } = savedParts(source, 'airdrops');
    const damaged = new SearchIndex();
    damaged.loadCollection('airdrops', {
      ...snapshot,
      prepared: { ...snapshot.prepared, tierOrder: snapshot.prepared.tierOrder.slice().reverse() },
    });
    const docs = docsOf('airdrops', 9);
    for (const doc of docs.slice(0, 20))
      expect(refs(damaged, doc.name)).toEqual(refs(source, doc.name));
  });
});

describe('an index between the two parts of a snapshot', () => {
  const story = (id: string, name: string, text: string): SearchDoc => ({
    ref: `news:${id}`,
    collection: 'news',
    id,
    name,
    text,
    image: '/images/logo.svg',
  });
  const docs = [
    story('n1', 'Alpha Story', 'quasar sighted'),
    story('n2', 'Beta Story', 'nebular drift'),
    story('n3', 'Gamma Story', 'pulsar timing'),
  ];

  function halfLoaded() {
    const source = new SearchIndex();
    source.replaceCollection('news', docs);
    source.indexPending(Number.POSITIVE_INFINITY);
    const { names, relevance } = savedParts(source, 'news');
    const index = new SearchIndex();
    return {
      index,
      awaiting: index.loadCollection('news', structuredClone(names)),
      relevance: structuredClone(relevance),
    };
  }

  it('answers by name at once, and by description once the second part is in', () => {
    const { index, awaiting, relevance } = halfLoaded();
    expect(refs(index, 'alpha')).toEqual(['news:n1']);
    expect(refs(index, 'quasar')).toEqual([]);
    expect(index.awaitingCount).toBe(3);
    expect(index.loadRelevance(awaiting, relevance)).toBe(true);
    expect(index.awaitingCount).toBe(0);
    expect(index.pendingCount).toBe(0);
    expect(refs(index, 'quasar')).toEqual(['news:n1']);
  });

  it('keeps edits made in between: a removed record, its slot given to a new one, a rename', () => {
    const { index, awaiting, relevance } = halfLoaded();
    index.remove('news:n2');
    index.upsert(story('n4', 'Delta Story', 'nebular fog'));
    index.upsert(story('n3', 'Gamma Renamed', 'pulsar timing'));
    expect(index.loadRelevance(awaiting, relevance)).toBe(true);
    expect(refs(index, 'nebular')).toEqual(['news:n4']);
    expect(refs(index, 'drift')).toEqual([]);
    expect(refs(index, 'pulsar')).toEqual(['news:n3']);
    expect(refs(index, 'gamma renamed')).toEqual(['news:n3']);
  });

  it('does not keep a document read before its description arrived', () => {
    const { index, awaiting, relevance } = halfLoaded();
    expect(refs(index, 'alpha story')).toEqual(['news:n1']); // reads n1 while it has no description
    index.loadRelevance(awaiting, relevance);
    index.remove('news:n1'); // takes out the description words it was indexed with
    expect(refs(index, 'quasar')).toEqual([]);
    expect(index.search('sighted')).toEqual([]);
  });

  it('refuses a second part once the collection was replaced', () => {
    const { index, awaiting, relevance } = halfLoaded();
    index.replaceCollection('news', docs.slice(0, 1));
    expect(index.loadRelevance(awaiting, relevance)).toBe(false);
    expect(index.saveCollection('news')).not.toBeNull();
  });

  it('is not saved while its descriptions are missing', () => {
    const { index } = halfLoaded();
    expect(index.saveCollection('news')).toBeNull();
  });
});
