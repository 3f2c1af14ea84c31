import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  clearSession,
  isAdmin,
  readSession,
  subscribeSession,
  writeSession,
} from '../../../../src/db/accounts/session';
import { obfuscate } from '../../../../src/lib/obfuscate';
import { MemoryStorage } from '../../memory-storage';

afterEach(() => vi.unstubAllGlobals());

const member = { id: 'u1', email: 'alice@example.com', username: 'alice', alpha: false };

describe('session storage', () => {
  it('round-trips the session, obfuscated, and never stores a password', () => {
    const storage = new MemoryStorage();
    writeSession(storage, { ...member, password: 'secret' } as typeof member);
    const raw = storage.getItem('alphascout:session') ?? '';
    expect(raw).not.toContain('alice');
    expect(readSession(storage)).toEqual(member);
    expect(JSON.stringify(readSession(storage))).not.toContain('secret');
  });

  it('forgets a corrupt stored session', () => {
    const storage = new MemoryStorage();
    storage.setItem('alphascout:session', obfuscate('{"id": 1}'));
    expect(readSession(storage)).toBeNull();
    expect(storage.getItem('alphascout:session')).toBeNull();
    storage.setItem('alphascout:session', '%%%');
    expect(readSession(storage)).toBeNull();
  });

  it('tells subscribers about sign-in and sign-out in this tab', () => {
    const storage = new MemoryStorage();
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    writeSession(storage, member);
    clearSession(storage);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    writeSession(storage, member);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers when another tab changes or clears the session (storage event)', () => {
    const fakeWindow = new EventTarget();
    vi.stubGlobal('window', fakeWindow);
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key });
    fakeWindow.dispatchEvent(storageEvent('alphascout:session'));
    fakeWindow.dispatchEvent(storageEvent(null)); // localStorage.clear() elsewhere
    fakeWindow.dispatchEvent(storageEvent('alphascout:signals'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    fakeWindow.dispatchEvent(storageEvent('alphascout:session'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('admin role', () => {
  it('is decided by email, trimmed and case-insensitively, and never for the alpha login', () => {
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin({ ...member, email: ' Admin@AlphaScout.app ' })).toBe(true);
    expect(isAdmin({ ...member, email: 'test@alphascout.app' })).toBe(true);
    expect(isAdmin({ ...member, email: 'admin@example.com' })).toBe(true);
    expect(isAdmin(member)).toBe(false);
    expect(
      isAdmin({
        id: 'alpha-user-id',
        email: 'admin@alphascout.app',
        username: 'alphauser',
        alpha: true,
      }),
    ).toBe(false);
  });
});
