import { describe, expect, it } from 'vitest';
import { firstGrapheme } from '../../../src/lib/graphemes';
import { initialsOf } from '../../../src/features/profile/profile-format';

describe('an avatar letter', () => {
  it('is the first character as read, never half of one', () => {
    expect(firstGrapheme('😀WWW')).toBe('😀');
    expect(firstGrapheme('👩‍👩‍👧 family')).toBe('👩‍👩‍👧');
    expect(firstGrapheme('🇺🇦 kyiv')).toBe('🇺🇦');
    expect(firstGrapheme('e\u0301clair')).toBe('e\u0301');
    expect(firstGrapheme('dana')).toBe('d');
    expect(firstGrapheme('')).toBe('');
  });

  it('gives the profile two whole characters', () => {
    expect(initialsOf('dana_defi')).toBe('DD');
    expect(initialsOf('😀 moon')).toBe('😀M');
    expect(initialsOf('🇺🇦.kyiv')).toBe('🇺🇦K');
    expect(initialsOf('   ')).toBe('?');
  });
});
