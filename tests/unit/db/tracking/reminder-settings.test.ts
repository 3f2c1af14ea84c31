/**
 * The reminder settings in localStorage (src/db/tracking/reminder-settings.ts): kept per owner,
 * and storage that is missing, blocked or full leaves the defaults without throwing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  dismissDueNotice,
  dueNoticeDismissedOn,
  remindersOn,
  setRemindersOn,
} from '../../../../src/db/tracking/reminder-settings';
import { MemoryStorage } from '../../memory-storage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Reads every setting of `owner`: what the screens show. */
const settingsOf = (owner: string) => ({
  dismissedOn: dueNoticeDismissedOn(owner),
  remindersOn: remindersOn(owner),
});

const DEFAULTS = { dismissedOn: null, remindersOn: false };

/** Writes every setting, which must not throw whatever the storage does. */
function writeAll(owner: string): void {
  dismissDueNotice(owner, '2026-11-25');
  setRemindersOn(owner, true);
}

describe('reminder settings', () => {
  it('are kept per owner, and turning reminders off removes the setting', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    expect(settingsOf('guest')).toEqual(DEFAULTS);
    writeAll('guest');
    expect(settingsOf('guest')).toEqual({ dismissedOn: '2026-11-25', remindersOn: true });
    expect(settingsOf('account:alice')).toEqual(DEFAULTS);
    setRemindersOn('guest', false);
    expect(remindersOn('guest')).toBe(false);
    expect(storage.keys()).toEqual(['alphascout:due-notice:guest']);
  });

  it('keep the defaults where there is no localStorage', () => {
    vi.stubGlobal('localStorage', undefined);
    writeAll('guest');
    expect(settingsOf('guest')).toEqual(DEFAULTS);
  });

  it('keep the defaults where reaching localStorage throws (storage blocked)', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      writeAll('guest');
      expect(settingsOf('guest')).toEqual(DEFAULTS);
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('keep the defaults where every read and write throws, and say a write was lost', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new MemoryStorage({ quota: 0 });
    vi.spyOn(broken, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.stubGlobal('localStorage', broken);
    writeAll('guest');
    expect(settingsOf('guest')).toEqual(DEFAULTS);
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toBe('AlphaScout: a reminder setting could not be kept');
  });

  it('keep the defaults where storage is full', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal('localStorage', new MemoryStorage({ quota: 10 }));
    writeAll('guest');
    expect(settingsOf('guest')).toEqual(DEFAULTS);
  });
});
