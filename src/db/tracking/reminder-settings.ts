/**
 * The visitor's reminder settings, per owner, in localStorage: settings of this browser, not
 * tracker rows (they never go into a backup). Reading and writing never throw: storage blocked or
 * full leaves the defaults (notice shown, reminders off).
 */
import { localStorageOrNull } from '../storage/browser-storage';
import { dueNoticeKey, remindersKey } from '../storage/keys';

function read(key: string): string | null {
  try {
    return localStorageOrNull()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    const storage = localStorageOrNull();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch (error) {
    console.error('AlphaScout: a reminder setting could not be kept', error);
  }
}

/** The day (`YYYY-MM-DD`, local) the due notice was last dismissed on, or null. */
export const dueNoticeDismissedOn = (owner: string): string | null => read(dueNoticeKey(owner));

export const dismissDueNotice = (owner: string, day: string): void =>
  write(dueNoticeKey(owner), day);

/** Whether the visitor asked for browser notifications ("Remind me"). */
export const remindersOn = (owner: string): boolean => read(remindersKey(owner)) === 'on';

export const setRemindersOn = (owner: string, on: boolean): void =>
  write(remindersKey(owner), on ? 'on' : null);
