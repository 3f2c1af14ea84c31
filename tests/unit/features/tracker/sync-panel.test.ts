/** The Sync panel's words (src/features/tracker/sync-panel.ts): the status line and the join link. */
import { describe, expect, it } from 'vitest';

import { codeInFragment, joinLink, statusText } from '../../../../src/features/tracker/sync-panel';

describe('the sync status line', () => {
  it('says each state in the words of the spec, with the changes waiting when offline', () => {
    expect(statusText({ state: 'synced', waiting: 0 })).toBe('Synced');
    expect(statusText({ state: 'syncing', waiting: 0 })).toBe('Syncing');
    expect(statusText({ state: 'offline', waiting: 3 })).toBe('Offline, 3 changes waiting');
    expect(statusText({ state: 'offline', waiting: 1 })).toBe('Offline, 1 change waiting');
    expect(statusText({ state: 'unreachable', waiting: 2 })).toBe('Cannot reach the sync server');
    expect(statusText({ state: 'not-found', waiting: 0 })).toBe('No tracker found for this code');
  });

  it('is not Synced while changes still wait to be sent', () => {
    expect(statusText({ state: 'synced', waiting: 1 })).toBe('Syncing');
  });
});

describe('the join link', () => {
  it('carries the code in the fragment, which reads back to the same code', () => {
    const code = 'AEAQ-CAIB-AEAQ-CAIB-AEAQ-CAIB-AEAQ-CAIB';
    const link = joinLink('https://alphascout.example', code);
    expect(link).toBe(`https://alphascout.example/tracker#join=${code}`);
    expect(codeInFragment(new URL(link).hash)).toBe(code);
  });

  it('finds no code in another fragment or a broken escape', () => {
    expect(codeInFragment('')).toBeNull();
    expect(codeInFragment('#main')).toBeNull();
    expect(codeInFragment('#join=')).toBeNull();
    expect(codeInFragment('#join=%E0%A4%A')).toBeNull();
  });
});
