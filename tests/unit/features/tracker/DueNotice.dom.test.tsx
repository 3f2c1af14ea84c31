// @vitest-environment happy-dom
/**
 * The notice of what is due (src/features/tracker/DueNotice.tsx): its summary, and when it shows:
 * while something is due, until dismissed for the day, and not on the due list itself.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';

import { appDb } from '../../../../src/db/connection/app-db';
import { tickKey } from '../../../../src/db/tracking/ticks';
import { DueNotice, dueSummary } from '../../../../src/features/tracker/DueNotice';
import { Router } from '../../../../src/lib/navigation';
import type { TrackingRow } from '../../../../src/schemas/tracking';
import type { DueItem } from '../../../../src/tracking/due';
import { useDue } from '../../../../src/tracking/useDue';
import { makeAirdrop } from '../../fixtures';
import { watched } from '../../tracking/watched-item';

const FOLLOW = { key: 'follow', label: 'Follow on X' };

/** A due item named `name`, with `steps` steps to do and, if given, ending at `endsAt`. */
function due(name: string, steps: number, endsAt?: number): DueItem {
  return {
    ...watched(makeAirdrop({ id: name }), {}, name),
    steps: Array.from({ length: steps }, () => ({
      step: FOLLOW,
      repeat: 'daily' as const,
      column: { label: '' },
    })),
    ...(endsAt === undefined ? {} : { endsAt }),
  };
}

describe('the summary of what is due', () => {
  it('counts the steps and names their items', () => {
    expect(dueSummary([due('Zephyr Network', 1)])).toBe('1 step to do (Zephyr Network)');
    expect(dueSummary([due('Zephyr Network', 2), due('Lumen Bridge', 1)])).toBe(
      '3 steps to do (Zephyr Network, Lumen Bridge)',
    );
    expect(dueSummary([due('A', 1), due('B', 1), due('C', 1)])).toBe('3 steps to do (A, B, C)');
    expect(dueSummary([due('A', 1), due('B', 1), due('C', 1), due('D', 2)])).toBe(
      '5 steps to do (A, B and 2 more)',
    );
  });

  it('counts what ends within 24 hours apart, and is empty with nothing due', () => {
    expect(dueSummary([due('Lumen Bridge', 0, 1)])).toBe('1 ending within 24 hours (Lumen Bridge)');
    expect(dueSummary([due('Lumen Bridge', 0, 1), due('Zephyr Network', 3, 2)])).toBe(
      '3 steps to do (Zephyr Network) · 2 ending within 24 hours (Lumen Bridge, Zephyr Network)',
    );
    expect(dueSummary([])).toBe('');
  });
});

// Wednesday 25 November 2026, 10:00 local time.
const WEDNESDAY = new Date(2026, 10, 25, 10);

/** The guest watches an airdrop with a daily step not done: something is due every day. */
async function watchDailyStep(): Promise<TrackingRow> {
  const record = makeAirdrop({
    id: 'airdrop-zephyr-network',
    name: 'Zephyr Network',
    endDate: '2027-02-28T23:59:59Z',
    tasks: [{ id: 'zeph-1', description: 'Follow Zephyr Network on X', link: '' }],
  });
  await appDb.collection('airdrops').put(record);
  const { row } = watched(record, { repeats: { 'zeph-1': 'daily' } }, 'Zephyr Network');
  await appDb.tracking.put(row);
  return row;
}

/** Says once the page has read what is due: placed after the notice, it hears after it. */
function DueRead() {
  const items = useDue();
  return items === undefined ? null : <p>Read {items.length} due</p>;
}

function renderAt(path: string) {
  const location = memoryLocation({ path });
  const view = render(
    <Router hook={location.hook}>
      <DueNotice />
      <DueRead />
    </Router>,
  );
  return { ...view, navigate: (to: string) => act(() => location.navigate(to)) };
}

const notice = () => screen.queryByTestId('due-notice');

/** Moves the clock to `at` and lets the page's minute ticker notice. */
async function moveTo(at: Date): Promise<void> {
  vi.setSystemTime(at);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(60_000);
  });
}

describe('the due notice', () => {
  beforeEach(() => {
    // Dexie's own timers run for real; the clock and the page's minute ticker are the test's.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(WEDNESDAY);
  });

  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    localStorage.clear();
    await appDb.tracking.clear();
    await appDb.collection('airdrops').clear();
  });

  it('shows what is due, with a way to the list, and goes once it is done', async () => {
    const row = await watchDailyStep();
    renderAt('/airdrops');
    await waitFor(() => expect(notice()).not.toBeNull());
    expect(notice()?.textContent).toContain('Due today: 1 step to do (Zephyr Network)');
    expect(screen.getByRole('link', { name: 'See what is due' }).getAttribute('href')).toBe(
      '/tracker?show=due',
    );
    await appDb.tracking.put({ ...row, steps: [tickKey('zeph-1', 'daily', WEDNESDAY)] });
    await waitFor(() => expect(notice()).toBeNull());
  });

  it('hides for the rest of the day once dismissed, and shows again the next day', async () => {
    await watchDailyStep();
    const { unmount } = renderAt('/airdrops');
    await waitFor(() => expect(notice()).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss for today' }));
    expect(notice()).toBeNull();
    await moveTo(new Date(2026, 10, 25, 23, 58));
    expect(notice()).toBeNull();

    // The app opened again later that day: still dismissed.
    unmount();
    renderAt('/blog');
    await screen.findByText('Read 1 due');
    expect(notice()).toBeNull();

    // Past midnight the page's minute ticker brings it back, with nothing reloaded.
    await moveTo(new Date(2026, 10, 26, 0, 0, 30));
    // (What is due is worked out in tasks: the new day's answer follows the tick.)
    await waitFor(() => expect(notice()).not.toBeNull());
  });

  it('is not shown on the due list itself, only elsewhere on the tracker', async () => {
    await watchDailyStep();
    const { navigate } = renderAt('/tracker');
    await waitFor(() => expect(notice()).not.toBeNull());
    navigate('/tracker?show=due');
    expect(notice()).toBeNull();
    navigate('/tracker?show=all');
    expect(notice()).not.toBeNull();
  });
});
