import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  applyRecordChange,
  countAllRecords,
  type EditorKey,
  readRecordPage,
  readRecords,
} from '../../../../src/db/admin/editor-queries';
import type { AlphaScoutDb } from '../../../../src/db/connection/database';
import { putRecords, ValidationError } from '../../../../src/db/records/repository';
import type { AnyRecord } from '../../../../src/schemas/registry';
import { makeBlogPost, makeSignal } from '../../fixtures';
import { deleteTestDbs, openTestDb } from '../test-db';

afterEach(deleteTestDbs);

const pad = (n: number) => String(n).padStart(4, '0');

async function fillSignals(db: AlphaScoutDb, count: number): Promise<void> {
  const signals = Array.from({ length: count }, (_, i) =>
    makeSignal({ id: `sig-${pad(i)}`, name: i % 10 === 0 ? `Tenth ${i}` : `Coin ${i}` }),
  );
  await putRecords(db, 'signals', signals);
}

const ids = (records: readonly AnyRecord[]): EditorKey[] => records.map((record) => record.id);

describe('admin keyset paging', () => {
  it('walks the table by primary key, page after page, to the end', async () => {
    const db = await openTestDb();
    await fillSignals(db, 60);
    const first = await readRecordPage(db, 'signals', { limit: 25 });
    expect(ids(first.records)).toEqual(Array.from({ length: 25 }, (_, i) => `sig-${pad(i)}`));
    expect(first.next).toBe('sig-0024');
    const second = await readRecordPage(db, 'signals', {
      limit: 25,
      after: first.next ?? undefined,
    });
    expect(second.records[0]?.id).toBe('sig-0025');
    const third = await readRecordPage(db, 'signals', {
      limit: 25,
      after: second.next ?? undefined,
    });
    expect(third.records).toHaveLength(10);
    expect(third.next).toBeNull();
  });

  it('says there is no next page when the last page is exactly full', async () => {
    const db = await openTestDb();
    await fillSignals(db, 25);
    expect((await readRecordPage(db, 'signals', { limit: 25 })).next).toBeNull();
  });

  it('searches by id prefix through the primary-key range', async () => {
    const db = await openTestDb();
    await fillSignals(db, 300);
    const page = await readRecordPage(db, 'signals', { idPrefix: 'sig-01', limit: 25 });
    expect(ids(page.records)).toEqual(Array.from({ length: 25 }, (_, i) => `sig-${pad(100 + i)}`));
    const rest = await readRecordPage(db, 'signals', {
      idPrefix: 'sig-01',
      limit: 500,
      after: page.next ?? undefined,
    });
    expect(rest.records).toHaveLength(75);
    expect(rest.records.every((record) => String(record.id).startsWith('sig-01'))).toBe(true);
    expect(rest.next).toBeNull();
  });

  it('filters by text within a bounded window and hands back a cursor to search further', async () => {
    const db = await openTestDb();
    await fillSignals(db, 300);
    const page = await readRecordPage(db, 'signals', { text: 'tenth', limit: 25, scanWindow: 100 });
    expect(page.scanned).toBeLessThanOrEqual(100);
    expect(ids(page.records)).toEqual(Array.from({ length: 10 }, (_, i) => `sig-${pad(i * 10)}`));
    expect(page.partial).toBe(true);
    expect(page.next).toBe('sig-0099');
    const further = await readRecordPage(db, 'signals', {
      text: 'TENTH',
      limit: 25,
      scanWindow: 100,
      after: page.next ?? undefined,
    });
    expect(further.records[0]?.id).toBe('sig-0100');
  });

  it('stops the window as soon as the page is full', async () => {
    const db = await openTestDb();
    await fillSignals(db, 300);
    const page = await readRecordPage(db, 'signals', { text: 'coin', limit: 5, scanWindow: 200 });
    expect(ids(page.records)).toEqual(['sig-0001', 'sig-0002', 'sig-0003', 'sig-0004', 'sig-0005']);
    expect(page.next).toBe('sig-0005');
    expect(page.partial).toBe(false);
  });

  it('pages integer keys (blog posts) and matches an id prefix as text', async () => {
    const db = await openTestDb();
    await putRecords(
      db,
      'blogPosts',
      Array.from({ length: 30 }, (_, i) => makeBlogPost({ id: i + 1, slug: `post-${i + 1}` })),
    );
    const first = await readRecordPage(db, 'blogPosts', { limit: 10 });
    expect(ids(first.records)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      (await readRecordPage(db, 'blogPosts', { limit: 10, after: first.next ?? undefined }))
        .records[0]?.id,
    ).toBe(11);
    expect(
      ids((await readRecordPage(db, 'blogPosts', { idPrefix: '2', limit: 50 })).records),
    ).toEqual([2, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29]);
  });

  it('never reads the whole table to build a page', async () => {
    const db = await openTestDb();
    await fillSignals(db, 500);
    const toArray = vi.spyOn(db.table('signals'), 'toArray');
    await readRecordPage(db, 'signals', { limit: 25 });
    await readRecordPage(db, 'signals', { text: 'nothing-matches', limit: 25, scanWindow: 50 });
    expect(toArray).not.toHaveBeenCalled();
  });
});

describe('admin writes', () => {
  it('restores earlier versions and removes added records in one step', async () => {
    const db = await openTestDb();
    await fillSignals(db, 3);
    const [original] = await readRecords(db, 'signals', ['sig-0000']);
    await putRecords(db, 'signals', [
      makeSignal({ id: 'sig-0000', name: 'Changed' }),
      makeSignal({ id: 'added' }),
    ]);
    await applyRecordChange(db, 'signals', { put: original ? [original] : [], remove: ['added'] });
    expect(await readRecords(db, 'signals', ['sig-0000', 'added'])).toEqual([original, undefined]);
  });

  it('writes nothing when a restored record fails its schema', async () => {
    const db = await openTestDb();
    await fillSignals(db, 2);
    await expect(
      applyRecordChange(db, 'signals', { put: [{ id: 'x' }], remove: ['sig-0000'] }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect((await readRecords(db, 'signals', ['sig-0000']))[0]).toBeDefined();
  });

  it('counts every collection', async () => {
    const db = await openTestDb();
    await fillSignals(db, 7);
    const counts = await countAllRecords(db);
    expect(counts.signals).toBe(7);
    expect(counts.users).toBe(0);
  });
});
