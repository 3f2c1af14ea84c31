import { RangeSet } from 'dexie';
import { describe, expect, it } from 'vitest';

import { parseChanges } from '../../../../src/db/connection/changes';

describe('parsing Dexie change events', () => {
  it('returns the changed keys of each collection of this database', () => {
    const keys = new RangeSet();
    keys.addKey('sig-1');
    keys.addKey('sig-2');
    const changes = parseChanges('alphascout', {
      'idb://alphascout/signals/': keys,
      'idb://alphascout/signals/score': new RangeSet().addKey(50),
    });
    expect([...changes.keys()]).toEqual(['signals']);
    const change = changes.get('signals');
    expect(change?.kind === 'keys' && [...change.keys].sort()).toEqual(['sig-1', 'sig-2']);
  });

  it('treats a range (a clear or a bulk replace) as the whole collection', () => {
    const range = new RangeSet('a', 'z');
    expect(parseChanges('alphascout', { 'idb://alphascout/links/': range }).get('links')).toEqual({
      kind: 'all',
    });
  });

  it('ignores other databases, unknown tables and index parts', () => {
    const one = new RangeSet().addKey('x');
    const parts = {
      'idb://alphascout-search/marks/': one,
      'idb://other/signals/': one,
      'idb://alphascout/notACollection/': one,
      'idb://alphascout/news/date': one,
    };
    expect(parseChanges('alphascout', parts).size).toBe(0);
  });
});
