/** The tracker in backups (docs/data.md, "Tracker rows"): exported under `tracking`, merged row by row on import. */
import { afterEach, describe, expect, it } from 'vitest';

import type { TrackingRow } from '../../../src/schemas/tracking';
import { exportBlob } from '../../../workers/backup/export';
import { importFile } from '../../../workers/backup/import';
import { deleteTestDbs, openTestDb } from '../db/test-db';
import { makeSignal } from '../fixtures';

afterEach(deleteTestDbs);

function row(itemId: string, updatedAt: string, over: Partial<TrackingRow> = {}): TrackingRow {
  return {
    owner: 'guest',
    collection: 'airdrops',
    itemId,
    watched: true,
    steps: [],
    note: '',
    updatedAt,
    name: `Item ${itemId}`,
    ...over,
  };
}

const fileOf = (value: unknown): Blob => new Blob([JSON.stringify(value)]);
const byItem = (rows: TrackingRow[]) => Object.fromEntries(rows.map((r) => [r.itemId, r]));

describe('the tracker in a backup', () => {
  it('is exported under "tracking", every owner and tombstone included', async () => {
    const db = await openTestDb();
    await db.tracking.bulkPut([
      row('a', '2026-11-01T00:00:00.000Z'),
      row('b', '2026-11-02T00:00:00.000Z', { owner: 'account:u1', watched: false }),
    ]);
    const exported = JSON.parse(await (await exportBlob(db)).text()) as { tracking: TrackingRow[] };
    expect(exported.tracking).toHaveLength(2);
    expect(exported.tracking.map((r) => r.itemId).sort()).toEqual(['a', 'b']);
  });

  it('merges row by row: the newer updatedAt wins, new rows are added, older ones leave the stored row', async () => {
    const db = await openTestDb();
    await db.tracking.bulkPut([
      row('kept', '2026-11-10T00:00:00.000Z', { note: 'mine' }),
      row('replaced', '2026-11-01T00:00:00.000Z', { note: 'old' }),
    ]);
    const result = await importFile(
      db,
      fileOf({
        tracking: [
          row('kept', '2026-11-05T00:00:00.000Z', { note: 'older' }),
          row('replaced', '2026-11-09T00:00:00.000Z', { note: 'newer' }),
          row('added', '2026-11-02T00:00:00.000Z'),
        ],
      }),
    );
    expect(result.ok).toBe(true);
    const stored = byItem(await db.tracking.toArray());
    expect(stored.kept?.note).toBe('mine');
    expect(stored.replaced?.note).toBe('newer');
    expect(stored.added).toBeDefined();
  });

  it('a newer tombstone in the file unwatches; an older backup cannot bring an unwatched item back', async () => {
    const db = await openTestDb();
    await db.tracking.bulkPut([
      row('gone', '2026-11-10T00:00:00.000Z', { watched: false }),
      row('drop', '2026-11-01T00:00:00.000Z'),
    ]);
    await importFile(
      db,
      fileOf({
        tracking: [
          row('gone', '2026-11-02T00:00:00.000Z'),
          row('drop', '2026-11-03T00:00:00.000Z', { watched: false }),
        ],
      }),
    );
    const stored = byItem(await db.tracking.toArray());
    expect(stored.gone?.watched).toBe(false);
    expect(stored.drop?.watched).toBe(false);
  });

  it('names each bad row by its own place in the file, whatever the rows before it had wrong', async () => {
    const db = await openTestDb();
    const result = await importFile(
      db,
      fileOf({
        tracking: [
          { ...row('a', '2026-11-01T00:00:00.000Z'), collection: 'news', watched: 'yes' },
          { ...row('b', '2026-11-01T00:00:00.000Z'), note: 5 },
          { ...row('c', '2026-11-01T00:00:00.000Z'), updatedAt: 'yesterday' },
        ],
      }),
    );
    expect(result.ok).toBe(false);
    const lines = result.ok ? [] : result.problems;
    expect(lines.filter((line) => line.startsWith('tracking[0]'))).toHaveLength(2);
    expect(lines.some((line) => line.startsWith('tracking[1] note'))).toBe(true);
    expect(lines.some((line) => line.startsWith('tracking[2] updatedAt'))).toBe(true);
    expect(lines.some((line) => line.startsWith('tracking[3]'))).toBe(false);
  });

  it('a content-only backup leaves the tracker untouched, and replaces the content', async () => {
    const db = await openTestDb();
    await db.tracking.put(row('a', '2026-11-01T00:00:00.000Z'));
    const result = await importFile(db, fileOf({ signals: [makeSignal({ id: 'only' })] }));
    expect(result.ok).toBe(true);
    expect(await db.tracking.count()).toBe(1);
    expect(await db.table('signals').count()).toBe(1);
  });

  it('an invalid tracker row refuses the whole file, content included, and names the row', async () => {
    const db = await openTestDb();
    await db.table('signals').put(makeSignal({ id: 'before' }));
    await db.tracking.put(row('a', '2026-11-01T00:00:00.000Z'));
    const result = await importFile(
      db,
      fileOf({
        signals: [makeSignal({ id: 'new' })],
        tracking: [row('b', '2026-11-02T00:00:00.000Z'), { ...row('c', 'yesterday'), note: 5 }],
      }),
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.join('\n')).toMatch(/^tracking\[1\]/m);
    expect((await db.table('signals').toArray()).map((s: { id: string }) => s.id)).toEqual([
      'before',
    ]);
    expect(await db.tracking.count()).toBe(1);
  });

  it('a tracker row merged in a file that also replaces content is written in the same all-or-nothing transaction', async () => {
    const db = await openTestDb();
    const result = await importFile(
      db,
      fileOf({
        signals: [makeSignal({ id: 's1' })],
        tracking: [row('a', '2026-11-01T00:00:00.000Z')],
      }),
    );
    expect(result).toMatchObject({ ok: true, written: 1 });
    expect(await db.tracking.count()).toBe(1);
  });
});
