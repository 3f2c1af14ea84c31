import { useEffect, useSyncExternalStore } from 'react';

import { nextTask } from '../lib/next-task';
import { useNow } from '../ui/ticker';
import { type DueItem, dueItemsInTasks } from './due';
import { useTrackerOwner } from './useTracking';
import { useWatchedSnapshot, type WatchedSnapshot } from './watched-store';

/** When the tab last came back into view (a sleeping tab's timers may run late, its day changed), shared by every caller. */
let returnedAt = 0;
const returnListeners = new Set<() => void>();

function onReturn(): void {
  if (document.visibilityState !== 'visible') return;
  returnedAt = Date.now();
  for (const notify of [...returnListeners]) notify();
}

function subscribeReturns(listener: () => void): () => void {
  if (returnListeners.size === 0) {
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
  }
  returnListeners.add(listener);
  return () => {
    returnListeners.delete(listener);
    if (returnListeners.size > 0) return;
    document.removeEventListener('visibilitychange', onReturn);
    window.removeEventListener('focus', onReturn);
  };
}

const returned = (): number => returnedAt;

/**
 * The answer for a read at a time, shared by every caller (the header, the due notice and
 * /tracker all ask at once), and the one being worked out, a thousand items per task.
 */
interface DueAnswer {
  read: WatchedSnapshot;
  at: number;
  due: DueItem[];
}
let answer: DueAnswer | null = null;
let asked: Omit<DueAnswer, 'due'> | null = null;
const answerListeners = new Set<() => void>();

function ask(read: WatchedSnapshot, at: number): void {
  const same = (known: Omit<DueAnswer, 'due'> | null) => known?.read === read && known.at === at;
  if (same(answer) || same(asked)) return;
  const question = { read, at };
  asked = question;
  void dueItemsInTasks(read.items, read.wallets, new Date(at), nextTask).then((due) => {
    // A newer question asked meanwhile gets its own answer; this one is dropped.
    if (asked !== question) return;
    asked = null;
    answer = { read, at, due };
    for (const notify of [...answerListeners]) notify();
  });
}

function subscribeAnswers(listener: () => void): () => void {
  answerListeners.add(listener);
  return () => {
    answerListeners.delete(listener);
    // Nobody left to ask: the next one to mount starts from its own read.
    if (answerListeners.size > 0) return;
    answer = null;
    asked = null;
  };
}

const currentAnswer = (): DueAnswer | null => answer;

export interface DueState {
  /** undefined while a first answer is worked out. */
  due: DueItem[] | undefined;
  /** Whether `due` answers the latest read at the latest minute, not the one before it. */
  current: boolean;
}

/**
 * What the current owner has due now (`dueItems`), live: worked out again when a row or a wallet
 * changes, each minute and when the tab comes back, so a new day's steps show up. Until a new
 * answer is in, the last one for the same owner stays, marked not current.
 */
export function useDueState(): DueState {
  const read = useWatchedSnapshot(useTrackerOwner());
  const minute = useNow(60_000);
  const back = useSyncExternalStore(subscribeReturns, returned, returned);
  const at = Math.max(minute, back);
  useEffect(() => {
    if (read) ask(read, at);
  }, [read, at]);
  const known = useSyncExternalStore(subscribeAnswers, currentAnswer, currentAnswer);
  if (!read || known?.read.owner !== read.owner) return { due: undefined, current: false };
  return { due: known.due, current: known.read === read && known.at === at };
}

/** What the current owner has due now (`useDueState`); undefined while a first answer is worked out. */
export function useDue(): DueItem[] | undefined {
  return useDueState().due;
}
