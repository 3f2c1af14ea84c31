import { describe, expect, it } from 'vitest';

import { initialsOf } from '../../../src/features/profile/profile-format';
import { cutGraphemes, firstGrapheme } from '../../../src/lib/graphemes';

describe('an avatar letter', () => {
  it('is the first character as read, never half of one', () => {
    expect(firstGrapheme('😀WWW')).toBe('😀');
    expect(firstGrapheme('👩‍👩‍👧 family')).toBe('👩‍👩‍👧');
    expect(firstGrapheme('🇺🇦 kyiv')).toBe('🇺🇦');
    expect(firstGrapheme('e\u0301clair')).toBe('e\u0301');
    expect(firstGrapheme('dana')).toBe('d');
    expect(firstGrapheme('')).toBe('');
  });

  it('gives the profile up to two whole characters, letters first', () => {
    expect(initialsOf('dana_defi')).toBe('DD');
    expect(initialsOf('😀 moon')).toBe('M');
    expect(initialsOf('🇺🇦.kyiv')).toBe('K');
    expect(initialsOf('averylongusername_20')).toBe('A');
    expect(initialsOf('Émile 🚀 Zoë')).toBe('ÉZ');
    expect(initialsOf('e\u0301clair_bot')).toBe('E\u0301B');
    // A name with no letter keeps its first character whole.
    expect(initialsOf('🚀🚀🚀')).toBe('🚀');
    expect(initialsOf('2024')).toBe('2');
    expect(initialsOf('   ')).toBe('?');
  });
});

describe('a text cut short', () => {
  it('keeps at most the given number of characters as read, the last an ellipsis', () => {
    expect(cutGraphemes('abcdef', 6)).toBe('abcdef');
    expect(cutGraphemes('abcdefg', 6)).toBe('abcde…');
    expect(cutGraphemes('abcde🇺🇦', 6)).toBe('abcde🇺🇦');
    expect(cutGraphemes('abcd🇺🇦🇺🇦🇺🇦', 6)).toBe('abcd🇺🇦…');
    expect(cutGraphemes('abcd👩‍👩‍👧e\u0301', 6)).toBe('abcd👩‍👩‍👧e\u0301');
    expect(cutGraphemes('abcd👩‍👩‍👧e\u0301x', 6)).toBe('abcd👩‍👩‍👧…');
    expect(cutGraphemes('', 3)).toBe('');
  });
});
