import { describe, expect, it } from 'vitest';

import { isSearchShortcut } from '../../../src/lib/search-shortcut';

const key = (over: Partial<Parameters<typeof isSearchShortcut>[0]>) => ({
  key: '',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  target: null,
  defaultPrevented: false,
  isComposing: false,
  ...over,
});

describe('search shortcut', () => {
  it('is / alone, or Ctrl+K and ⌘K', () => {
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ key: 'K', metaKey: true }))).toBe(true);
  });

  it('is not a plain k, Ctrl+/, Alt or Shift combinations, an IME composition or a handled key', () => {
    expect(isSearchShortcut(key({ key: 'k' }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: 'k', ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', altKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', isComposing: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', defaultPrevented: true }))).toBe(false);
  });
});
