// @vitest-environment happy-dom
/**
 * The shared read of the tracker (src/tracking/watched-store.ts) and what is due (useDue): however
 * many parts of the page ask, one read per change and one answer per minute, and none once the
 * last of them is gone.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { appDb } from '../../../src/db/connection/app-db';
import type * as WatchedItemsModule from '../../../src/db/tracking/watched-items';
import { watchedItems } from '../../../src/db/tracking/watched-items';
import { useTrackerEntries } from '../../../src/features/tracker/useTrackerEntries';
import { useLiveRead } from '../../../src/hooks/useLiveRead';
import type * as DueModule from '../../../src/tracking/due';
import { dueItemsInTasks } from '../../../src/tracking/due';
import { useDue } from '../../../src/tracking/useDue';
import { useWatchedSnapshot, type WatchedSnapshot } from '../../../src/tracking/watched-store';
import { makeAirdrop } from '../fixtures';
import { watched } from './watched-item';

vi.mock('../../../src/db/tracking/watched-items', async (importOriginal) => {
  const actual = await importOriginal<typeof WatchedItemsModule>();
  return { ...actual, watchedItems: vi.fn(actual.watchedItems) };
});
vi.mock('../../../src/tracking/due', async (importOriginal) => {
  const actual = await importOriginal<typeof DueModule>();
  return { ...actual, dueItemsInTasks: vi.fn(actual.dueItemsInTasks) };
});

function DueCount({ name }: { name: string }) {
  const due = useDue();
  return due === undefined ? null : (
    <p>
      {name}: {due.length} due
    </p>
  );
}

function Entries() {
  const entries = useTrackerEntries();
  return entries === undefined ? null : <p>{entries.map((entry) => entry.row.name).join(', ')}</p>;
}

function RowCount() {
  const count = useLiveRead(() => appDb.tracking.count(), []);
  return count === undefined ? null : <p>{count} rows</p>;
}

/** The header, the due notice and /tracker's list and due list, all at once. */
function Page() {
  return (
    <>
      <DueCount name="header" />
      <DueCount name="notice" />
      <DueCount name="due list" />
      <Entries />
    </>
  );
}

async function watchDaily(id: string, name: string): Promise<void> {
  const record = makeAirdrop({
    id,
    name,
    endDate: '2099-02-28T23:59:59Z',
    tasks: [{ id: `${id}-1`, description: `Check in on ${name}`, link: '' }],
  });
  // One commit, so one read follows it.
  await appDb.transaction('rw', appDb.collection('airdrops'), appDb.tracking, async () => {
    await appDb.collection('airdrops').put(record);
    await appDb.tracking.put(watched(record, { repeats: { [`${id}-1`]: 'daily' } }, name).row);
  });
}

describe('the shared tracker read', () => {
  afterEach(async () => {
    cleanup();
    vi.mocked(watchedItems).mockClear();
    vi.mocked(dueItemsInTasks).mockClear();
    await appDb.tracking.clear();
    await appDb.collection('airdrops').clear();
  });

  it('reads once per change and works out what is due once, for every part of the page', async () => {
    await watchDaily('zephyr', 'Zephyr Network');
    render(<Page />);
    await screen.findByText('Zephyr Network');
    for (const name of ['header', 'notice', 'due list'])
      expect(screen.getByText(`${name}: 1 due`)).toBeTruthy();
    expect(watchedItems).toHaveBeenCalledTimes(1);
    expect(dueItemsInTasks).toHaveBeenCalledTimes(1);

    await watchDaily('lumen', 'Lumen Bridge');
    await screen.findByText(/Lumen Bridge/);
    await waitFor(() => expect(screen.getByText('header: 2 due')).toBeTruthy());
    expect(screen.getByText('due list: 2 due')).toBeTruthy();
    // The commit named its keys: only they were read again, not every row.
    expect(watchedItems).toHaveBeenCalledTimes(1);
    expect(dueItemsInTasks).toHaveBeenCalledTimes(2);
  });

  it('reads again only what a commit changed, and keeps every other item as it was', async () => {
    await watchDaily('zephyr', 'Zephyr Network');
    await watchDaily('lumen', 'Lumen Bridge');
    const snapshots: WatchedSnapshot[] = [];
    function Snapshots() {
      const snapshot = useWatchedSnapshot('guest');
      if (snapshot && snapshots.at(-1) !== snapshot) snapshots.push(snapshot);
      return snapshot ? <p>{snapshot.items.map((item) => item.row.name).join(', ')}</p> : null;
    }
    render(<Snapshots />);
    await screen.findByText(/Zephyr Network/);
    const before = snapshots.at(-1)?.items ?? [];
    const lumen = before.find((item) => item.row.itemId === 'lumen');

    // A new note on Zephyr: its item is new, Lumen's is the same object.
    const zephyr = before.find((item) => item.row.itemId === 'zephyr');
    if (!zephyr) throw new Error('Zephyr is not in the first snapshot');
    await appDb.tracking.put({ ...zephyr.row, note: 'Bridged once' });
    await waitFor(() =>
      expect(snapshots.at(-1)?.items.find((item) => item.row.itemId === 'zephyr')?.row.note).toBe(
        'Bridged once',
      ),
    );
    const after = snapshots.at(-1)?.items ?? [];
    expect(after.find((item) => item.row.itemId === 'lumen')).toBe(lumen);
    expect(after).toHaveLength(2);

    // The record of a watched item renamed: the item takes the new record, keeps its row.
    await appDb.collection('airdrops').update('lumen', { name: 'Lumen Bridge v2' });
    await waitFor(() =>
      expect(
        (
          snapshots.at(-1)?.items.find((item) => item.row.itemId === 'lumen')?.record as
            { name?: string } | null | undefined
        )?.name,
      ).toBe('Lumen Bridge v2'),
    );

    // Unwatched: the item leaves; a clear (a range) reads everything again, to nothing.
    await appDb.tracking.put({ ...zephyr.row, watched: false, steps: [], note: '' });
    await waitFor(() =>
      expect(snapshots.at(-1)?.items.map((item) => item.row.itemId)).toEqual(['lumen']),
    );
    expect(watchedItems).toHaveBeenCalledTimes(1);
    await appDb.tracking.clear();
    await waitFor(() => expect(snapshots.at(-1)?.items).toEqual([]));
    expect(watchedItems).toHaveBeenCalledTimes(2);
  });

  it('stops reading once nothing on the page asks', async () => {
    await watchDaily('zephyr', 'Zephyr Network');
    const { unmount } = render(<Page />);
    await screen.findByText('Zephyr Network');
    unmount();
    vi.mocked(watchedItems).mockClear();
    // A read of its own hears the write when a read left subscribed would: by then that one
    // would have started.
    const witness = render(<RowCount />);
    await screen.findByText('1 rows');
    await watchDaily('lumen', 'Lumen Bridge');
    await screen.findByText('2 rows');
    expect(watchedItems).not.toHaveBeenCalled();
    witness.unmount();

    render(<Page />);
    await screen.findByText('Lumen Bridge, Zephyr Network');
    expect(watchedItems).toHaveBeenCalledTimes(1);
  });
});
