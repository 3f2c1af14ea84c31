/**
 * The search index keeps a collection as columns (workers/search/snapshot.ts, doc-store.ts), so
 * a rebuild from the table never holds an object per record; and its name tiers are built from
 * those columns without sorting every entry at once (name-tiers.ts, name-words.ts). Each part
 * against the plain answer: the documents as they went in, a comparator sort.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { generateRecords } from '../../../bench/data/generate';
import { type SearchDoc, toSearchDoc } from '../../../workers/search/documents';
import { NameTiers } from '../../../workers/search/name-tiers';
import { SearchIndex } from '../../../workers/search/search-index';
import { inRefOrder, positionsOf, type SlotDocs } from '../../../workers/search/slot-docs';
import { docAt, DocumentsBuilder, documentsOf } from '../../../workers/search/snapshot';
import { normalize } from '../../../workers/search/text';

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

describe('DocumentsBuilder', () => {
  it('gives back every document from its row, across many chunks of rows', () => {
    const docs = generateRecords('links', 9_000, 5).map((record) => toSearchDoc('links', record));
    docs[17] = { ...docs[17]!, name: 'Ünïcode 😀 name', text: 'naïve café' };
    const { docs: columns, text } = documentsOf(docs);
    expect(columns.count).toBe(docs.length);
    expect(columns.numericIds).toBe(false);
    docs.forEach((doc, row) => {
      expect(docAt('links', columns, text, row)).toEqual({
        slug: undefined,
        symbol: undefined,
        ...doc,
      });
    });
  });

  it('keeps numeric ids numbers and absent fields absent', () => {
    const builder = new DocumentsBuilder();
    builder.add({
      ref: 'blogPosts:12',
      collection: 'blogPosts',
      id: 12,
      name: 'Post',
      text: '',
      image: '',
      slug: 'post',
    });
    const { docs, text } = builder.finish();
    expect(docs.numericIds).toBe(true);
    expect(docAt('blogPosts', docs, text, 0)).toEqual({
      ref: 'blogPosts:12',
      collection: 'blogPosts',
      id: 12,
      name: 'Post',
      text: '',
      image: '',
      slug: 'post',
      symbol: undefined,
      url: undefined,
    });
  });
});

/** Slot i is entry i; its ref `collection:<ref>`. */
function slotDocs(entries: readonly { ref: string; name: string; symbol: string }[]): SlotDocs {
  return {
    ref: (slot) => `signals:${entries[slot]?.ref ?? ''}`,
    name: (slot) => entries[slot]?.name ?? '',
    key: (slot, at) => {
      const entry = entries[slot];
      if (at === 0) return entry?.name;
      return entry?.symbol === '' ? undefined : entry?.symbol;
    },
  };
}

describe('inRefOrder', () => {
  it('returns slots already in ref order as they are, and sorts any others (property)', () => {
    const refs = fc.uniqueArray(fc.string({ maxLength: 6 }), { maxLength: 40 });
    fc.assert(
      fc.property(refs, (list) => {
        const docs = slotDocs(list.map((ref) => ({ ref, name: '', symbol: '' })));
        const slots = list.map((_, slot) => slot);
        const expected = [...slots].sort((a, b) => compare(docs.ref(a), docs.ref(b)));
        const ordered = inRefOrder(slots, docs);
        expect(ordered).toEqual(expected);
        expect(inRefOrder(expected, docs)).toBe(expected);
      }),
      { numRuns: 300, seed: 11 },
    );
  });
});

describe('NameTiers built from scratch', () => {
  it('orders entries by key, then ref, whichever bucket of first characters a key falls in (property)', () => {
    // Short keys over few characters, so one- and two-character keys share their buckets' starts.
    const key = fc.string({
      unit: fc.constantFrom('a', 'b', 'B', ' ', 'é', 'ß', '😀', '\u0000', '1'),
      maxLength: 4,
    });
    const entry = fc.record({ name: key, symbol: key });
    const entries = fc.uniqueArray(fc.tuple(fc.string({ maxLength: 4 }), entry), {
      selector: ([ref]) => ref,
      maxLength: 60,
    });
    fc.assert(
      fc.property(entries, (list) => {
        const flat = list.map(([ref, fields]) => ({ ref, ...fields }));
        const docs = slotDocs(flat);
        const tiers = new NameTiers(docs);
        const slots = flat.map((_, slot) => slot);
        tiers.replaceAll('signals:', slots);
        const expected = slots
          .flatMap((slot) =>
            [0, 1].map((at) => ({ code: slot * 2 + at, key: normalize(docs.key(slot, at) ?? '') })),
          )
          .filter(({ key: k }) => k !== '')
          .sort(
            (a, b) =>
              compare(a.key, b.key) ||
              compare(docs.ref(a.code >> 1), docs.ref(b.code >> 1)) ||
              a.code - b.code,
          )
          .map(({ code }) => code);
        expect([...tiers.orderOf('signals:', positionsOf(slots))]).toEqual(expected);
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});

describe('saving a collection', () => {
  const docs: SearchDoc[] = generateRecords('news', 50, 9).map((record) =>
    toSearchDoc('news', record),
  );

  it('saves the columns it was built from, without a copy, until an edit', () => {
    const index = new SearchIndex();
    index.replaceCollection('news', docs);
    const first = index.saveCollection('news');
    const again = index.saveCollection('news');
    expect(again?.names.columns).toBe(first?.names.columns);
    expect(again?.relevance.text).toBe(first?.relevance.text);

    index.upsert({ ...docs[3]!, name: 'Renamed Story' });
    const edited = index.saveCollection('news');
    expect(edited?.names.columns).not.toBe(first?.names.columns);
    expect(edited?.names.count).toBe(docs.length);
    const reloaded = new SearchIndex();
    const names = edited?.names;
    const relevance = edited?.relevance;
    if (!names || !relevance) throw new Error('not saved');
    reloaded.loadRelevance(reloaded.loadCollection('news', names), relevance);
    expect(reloaded.search('renamed story').map((doc) => doc.ref)).toEqual([docs[3]!.ref]);
    expect(reloaded.doc(docs[4]!.ref)).toEqual(index.doc(docs[4]!.ref));
  });
});
