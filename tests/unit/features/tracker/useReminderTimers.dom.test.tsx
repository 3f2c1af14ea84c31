// @vitest-environment happy-dom
/**
 * The reminders' timer (src/features/tracker/useReminderTimers.ts): the next reminder shown at its
 * time, once, while reminders are on; what is due being worked out again each minute must not lose
 * it.
 */
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ShownReminder } from '../../../../src/lib/notifications';
import { type DueItem, dueItems } from '../../../../src/tracking/due';
import { makeAirdrop } from '../../fixtures';
import { watched } from '../../tracking/watched-item';

const shownReminders = vi.hoisted(() => [] as ShownReminder[]);

vi.mock('../../../../src/lib/notifications', () => ({
  reminderPermission: () => 'granted',
  showReminder: (reminder: ShownReminder) => {
    shownReminders.push(reminder);
    return Promise.resolve();
  },
}));

const FOLLOW = { id: 'follow', description: 'Follow on X', link: '', repeat: 'daily' as const };
const item = watched(makeAirdrop({ id: 'zephyr', endDate: '2027-06-30', tasks: [FOLLOW] }));

/** What is due at `at`, as useDue works it out each minute: a new list each time. */
const dueAt = (at: Date): DueItem[] => dueItems([item], [], at);

/** The hook, from a fresh module: the reminders a tab has shown are its own. */
async function renderTimers(at: Date, on = true) {
  vi.resetModules();
  const { useReminderTimers } = await import('../../../../src/features/tracker/useReminderTimers');
  vi.setSystemTime(at);
  return renderHook(
    (props: { due: DueItem[]; on: boolean }) => useReminderTimers(props.due, props.on),
    { initialProps: { due: dueAt(at), on } },
  );
}

const titles = () => shownReminders.map((reminder) => `${reminder.title}: ${reminder.body}`);

beforeEach(() => {
  vi.useFakeTimers();
  shownReminders.length = 0;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Wednesday 25 November 2026, local time.
const at = (hours: number, minutes: number, seconds = 0) =>
  new Date(2026, 10, 25, hours, minutes, seconds);

describe('the reminders’ timer', () => {
  it('shows the next reminder at its time, once', async () => {
    const { rerender } = await renderTimers(at(8, 30));
    vi.advanceTimersByTime(30 * 60 * 1000 - 1);
    expect(titles()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(['Due: ZK Drop: Follow on X']);
    expect(shownReminders[0]).toMatchObject({ path: '/airdrops/zephyr' });
    vi.setSystemTime(at(9, 1));
    rerender({ due: dueAt(at(9, 1)), on: true });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(titles()).toHaveLength(1);
  });

  it('shows it when what is due is worked out again at that very minute', async () => {
    const { rerender } = await renderTimers(at(8, 59));
    // The minute ticker turns to 9:00 and the list is worked out again before the timer fires.
    vi.setSystemTime(at(9, 0));
    rerender({ due: dueAt(at(9, 0)), on: true });
    expect(titles()).toEqual(['Due: ZK Drop: Follow on X']);
    vi.advanceTimersByTime(60 * 1000);
    expect(titles()).toHaveLength(1);
  });

  it('shows nothing whose time was before the tab opened, nor while reminders are off', async () => {
    await renderTimers(at(9, 30));
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(titles()).toEqual([]);
    cleanup();

    // On at 8:00, off at 8:30, and on again after 9:00: that day's reminder is not brought back.
    const { rerender } = await renderTimers(at(8, 0));
    vi.setSystemTime(at(8, 30));
    rerender({ due: dueAt(at(8, 30)), on: false });
    vi.setSystemTime(at(9, 30));
    rerender({ due: dueAt(at(9, 30)), on: false });
    rerender({ due: dueAt(at(9, 30)), on: true });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(titles()).toEqual([]);
  });
});
