// @vitest-environment happy-dom
/**
 * The detail screen's note (src/tracking/TrackerSection.tsx): saved after a
 * pause in typing, never overwritten by an older save or another tab while typed in, and saved
 * when the field goes before the pause is over.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TrackingRow } from '../../../src/schemas/tracking';
import { TrackerSection } from '../../../src/tracking/TrackerSection';
import { UNWATCH_CONFIRMATION, WatchButton } from '../../../src/tracking/TrackingParts';
import type { ItemTracking } from '../../../src/tracking/useTracking';
import { makeAirdrop, makeSignal } from '../fixtures';

const PAUSE_MS = 400;
const record = makeSignal({ id: 'sig-1' });

function rowWith(note: string): TrackingRow {
  return {
    owner: 'guest',
    collection: 'signals',
    itemId: 'sig-1',
    watched: true,
    steps: [],
    note,
    updatedAt: '2026-11-26T00:00:00.000Z',
    name: record.name,
  };
}

/** A tracking whose saves the test settles: `saves` lists each note handed over, `settle` resolves the oldest. */
function controlledTracking() {
  const pending: (() => void)[] = [];
  const saveNote = vi
    .fn((_note: string) => new Promise<void>((resolve) => pending.push(() => resolve())))
    .mockName('saveNote');
  const keepNoteDraft = vi.fn((_note: string) => undefined).mockName('keepNoteDraft');
  const tracking = (note: string, watched = true, unwatchedHere = 0): ItemTracking => ({
    row: rowWith(note),
    watched,
    checked: new Set(),
    ticks: () => new Set(),
    toggleWatch: () => undefined,
    toggleStep: () => undefined,
    repeatOf: () => undefined,
    setStepRepeat: () => undefined,
    saveNote,
    keepNoteDraft,
    hasTypedNote: () => false,
    unwatchedHere,
  });
  const settle = async (): Promise<void> => act(async () => pending.shift()?.());
  return { saveNote, keepNoteDraft, tracking, settle };
}

const field = (): HTMLTextAreaElement => screen.getByLabelText('Your note');
const type = (text: string): void => void fireEvent.change(field(), { target: { value: text } });
const wait = (ms: number): Promise<void> =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the note', () => {
  it("asks for what fits the item: a trade's reasons on a signal, a wallet on an airdrop", () => {
    const { tracking } = controlledTracking();
    const { rerender } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    expect(field().placeholder).toBe('Your entry, your exit, why you follow it…');
    rerender(
      <TrackerSection
        collection="airdrops"
        record={makeAirdrop({ tasks: [] })}
        tracking={tracking('')}
      />,
    );
    expect(field().placeholder).toBe('Wallet used, what is left to do…');
  });

  it('is saved once typing pauses', async () => {
    const { saveNote, tracking } = controlledTracking();
    render(<TrackerSection collection="signals" record={record} tracking={tracking('')} />);
    type('w');
    await wait(PAUSE_MS / 2);
    type('wa');
    await wait(PAUSE_MS - 1);
    expect(saveNote).not.toHaveBeenCalled();
    await wait(1);
    expect(saveNote.mock.calls).toEqual([['wa']]);
  });

  it('keeps each keystroke as a draft at once, before the pause', () => {
    const { keepNoteDraft, saveNote, tracking } = controlledTracking();
    render(<TrackerSection collection="signals" record={record} tracking={tracking('')} />);
    type('w');
    type('wa');
    expect(keepNoteDraft.mock.calls).toEqual([['w'], ['wa']]);
    expect(saveNote).not.toHaveBeenCalled();
  });

  it('keeps what is typed while a save is under way, and saves it next', async () => {
    const { saveNote, tracking, settle } = controlledTracking();
    const { rerender } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    type('a');
    await wait(PAUSE_MS);
    type('ab');
    // The save of 'a' completes, and the stored note becomes 'a', while 'ab' waits for its pause.
    await settle();
    rerender(<TrackerSection collection="signals" record={record} tracking={tracking('a')} />);
    expect(field().value).toBe('ab');
    await wait(PAUSE_MS);
    expect(saveNote.mock.calls).toEqual([['a'], ['ab']]);
    await settle();
    rerender(<TrackerSection collection="signals" record={record} tracking={tracking('ab')} />);
    expect(field().value).toBe('ab');
    expect(screen.getByText('Saved')).toBeTruthy();
  });

  it('keeps what is typed when an older save finishes while a newer one still runs', async () => {
    const { saveNote, tracking, settle } = controlledTracking();
    const { rerender } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    type('a');
    await wait(PAUSE_MS);
    type('ab');
    await wait(PAUSE_MS);
    expect(saveNote.mock.calls).toEqual([['a'], ['ab']]);
    await settle(); // 'a' is stored; 'ab' is still being saved
    rerender(<TrackerSection collection="signals" record={record} tracking={tracking('a')} />);
    expect(field().value).toBe('ab');
  });

  it("shows another tab's note while it is not being typed in, and not while it is", async () => {
    const { tracking } = controlledTracking();
    const { rerender } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    rerender(
      <TrackerSection
        collection="signals"
        record={record}
        tracking={tracking('from another tab')}
      />,
    );
    expect(field().value).toBe('from another tab');
    type('mine');
    rerender(
      <TrackerSection
        collection="signals"
        record={record}
        tracking={tracking('from a third tab')}
      />,
    );
    expect(field().value).toBe('mine');
  });

  it('is saved at once when the field goes before the pause is over', async () => {
    const { saveNote, tracking } = controlledTracking();
    const { unmount } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    type('left in a hurry');
    await wait(PAUSE_MS / 4);
    unmount();
    expect(saveNote.mock.calls).toEqual([['left in a hurry']]);
  });
});

describe('the note, when the item is unwatched', () => {
  it('drops text typed in the pause before it, whose save would watch the item again', async () => {
    const { saveNote, tracking } = controlledTracking();
    const { rerender } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    type('typed, then unwatched');
    await wait(PAUSE_MS / 2);
    rerender(
      <TrackerSection collection="signals" record={record} tracking={tracking('', false, 1)} />,
    );
    await wait(PAUSE_MS * 2);
    expect(saveNote).not.toHaveBeenCalled();
    expect(field().value).toBe('');
  });

  it('empties the field when unwatched while its save is under way, and does not say Saved when that save ends', async () => {
    const { saveNote, tracking, settle } = controlledTracking();
    const { rerender } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    type('saving, then unwatched');
    await wait(PAUSE_MS);
    expect(saveNote.mock.calls).toEqual([['saving, then unwatched']]);
    rerender(
      <TrackerSection collection="signals" record={record} tracking={tracking('', false, 1)} />,
    );
    expect(field().value).toBe('');
    await settle();
    expect(screen.queryByText('Saved')).toBeNull();
    // The field follows the stored note again: nothing is being typed in it.
    rerender(
      <TrackerSection
        collection="signals"
        record={record}
        tracking={tracking('from another tab', true, 1)}
      />,
    );
    expect(field().value).toBe('from another tab');
  });

  it('keeps typed text when the item reads unwatched for another reason (another tracker after a sign-in elsewhere)', async () => {
    const { saveNote, tracking } = controlledTracking();
    const { rerender } = render(
      <TrackerSection collection="signals" record={record} tracking={tracking('')} />,
    );
    type('still mine');
    rerender(
      <TrackerSection collection="signals" record={record} tracking={tracking('', false)} />,
    );
    await wait(PAUSE_MS);
    expect(saveNote.mock.calls).toEqual([['still mine']]);
  });

  it('keeps text typed on an item not watched yet: saving it is what watches it', async () => {
    const { saveNote, tracking } = controlledTracking();
    render(<TrackerSection collection="signals" record={record} tracking={tracking('', false)} />);
    type('first note');
    await wait(PAUSE_MS);
    expect(saveNote.mock.calls).toEqual([['first note']]);
  });
});

describe('the Watch toggle', () => {
  afterEach(() => vi.unstubAllGlobals());
  const watching = (note: string, checked: string[], typed = false) => ({
    watched: true,
    toggleWatch: vi.fn(),
    row: rowWith(note),
    checked: new Set(checked),
    hasTypedNote: () => typed,
  });

  it('asks before unwatching an item with a note or ticked steps, and keeps it watched on No', () => {
    const confirm = vi
      .fn<(message: string) => boolean>()
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const withNote = watching('my wallet', []);
    const { unmount } = render(<WatchButton tracking={withNote} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watching' }));
    expect(confirm).toHaveBeenCalledWith(UNWATCH_CONFIRMATION);
    expect(withNote.toggleWatch).not.toHaveBeenCalled();
    unmount();

    const withSteps = watching('', ['r0']);
    render(<WatchButton tracking={withSteps} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watching' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(withSteps.toggleWatch).toHaveBeenCalledTimes(1);
  });

  it('asks too when a note was typed and its save has not run yet', () => {
    const confirm = vi.fn<(message: string) => boolean>().mockReturnValue(false);
    vi.stubGlobal('confirm', confirm);
    const typedOnly = watching('', [], true);
    render(<WatchButton tracking={typedOnly} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watching' }));
    expect(confirm).toHaveBeenCalledWith(UNWATCH_CONFIRMATION);
    expect(typedOnly.toggleWatch).not.toHaveBeenCalled();
  });

  it("unwatches an item with nothing of the visitor's in it, and watches, without asking", () => {
    const confirm = vi.fn<(message: string) => boolean>();
    vi.stubGlobal('confirm', confirm);
    const empty = watching('', []);
    const { rerender } = render(<WatchButton tracking={empty} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watching' }));
    expect(empty.toggleWatch).toHaveBeenCalledTimes(1);
    const unwatched = { ...watching('old note', ['r0']), watched: false };
    rerender(<WatchButton tracking={unwatched} />);
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(unwatched.toggleWatch).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });
});
