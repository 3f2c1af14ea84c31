import { describe, expect, it } from 'vitest';

import { columnsFor } from '../../../src/ui/VirtualList';

describe('virtual list grid', () => {
  it('fits as many columns of the minimum width as the width allows, gaps included', () => {
    expect(columnsFor(1232, 300, 12, 3)).toBe(3);
    expect(columnsFor(1236, 300, 12, 4)).toBe(4);
    expect(columnsFor(1235, 300, 12, 4)).toBe(3);
    expect(columnsFor(600, 300, 12, 4)).toBe(1);
    expect(columnsFor(612, 300, 12, 4)).toBe(2);
    expect(columnsFor(343, 280, 12, 3)).toBe(1);
  });

  it('falls back to one column before the width is known or without a grid', () => {
    expect(columnsFor(0, 300, 12, 3)).toBe(1);
    expect(columnsFor(1200, undefined, 12, 3)).toBe(1);
  });
});
