// @vitest-environment happy-dom
/**
 * A list opened again at the same window width renders its first rows in its first render, from
 * where it was last time (src/ui/list-placement-memory.ts); anything else measures first.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { rememberedPlacement, rememberPlacement } from '../../../src/ui/list-placement-memory';
import { VirtualList } from '../../../src/ui/VirtualList';
import { MemoryStorage } from '../memory-storage';

const KEY = 'alphascout:list-placement';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('list placement memory', () => {
  it('gives back a placement only for the same list at the same window width', () => {
    expect(rememberedPlacement('Signals', 1280)).toBeNull();
    rememberPlacement('Signals', 1280, { width: 1216, top: 310 });
    expect(rememberedPlacement('Signals', 1280)).toEqual({ width: 1216, top: 310 });
    expect(rememberedPlacement('Signals', 1279)).toBeNull();
    expect(rememberedPlacement('Airdrops', 1280)).toBeNull();
    rememberPlacement('Airdrops', 1280, { width: 1216, top: 280 });
    expect(rememberedPlacement('Signals', 1280)).toEqual({ width: 1216, top: 310 });
    rememberPlacement('Signals', 390, { width: 358, top: 420 });
    expect(rememberedPlacement('Signals', 1280)).toBeNull(); // one window width per list: the latest
    expect(rememberedPlacement('Signals', 390)).toEqual({ width: 358, top: 420 });
  });

  it('treats an unreadable or malformed entry as nothing remembered, and writes over it', () => {
    for (const bad of [
      'not json',
      '[1,2]',
      'null',
      '{"Signals":{"viewport":1280,"width":"900","top":0}}',
      '{"Signals":{"viewport":1280,"width":0,"top":0}}',
    ]) {
      sessionStorage.setItem(KEY, bad);
      expect(rememberedPlacement('Signals', 1280)).toBeNull();
    }
    rememberPlacement('Signals', 1280, { width: 900, top: 12 });
    expect(rememberedPlacement('Signals', 1280)).toEqual({ width: 900, top: 12 });
  });

  it('never throws when storage refuses the write', () => {
    const full = new MemoryStorage({ quota: 0 });
    vi.stubGlobal('sessionStorage', full);
    expect(() => rememberPlacement('Signals', 1280, { width: 900, top: 0 })).not.toThrow();
    expect(rememberedPlacement('Signals', 1280)).toBeNull();
  });
});

describe('VirtualList first render', () => {
  const items = Array.from({ length: 40 }, (_, index) => ({ id: `s${index}` }));

  /** Renders a grid list; reports which items had rendered before the list was first measured. */
  function renderGrid(): { beforeMeasure: string[] } {
    const seen: string[] = [];
    let measured = false;
    const beforeMeasure: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      measured = true;
      return DOMRect.fromRect({
        x: 0,
        y: this.getAttribute('role') === 'list' ? 200 : 0,
        width: 900,
        height: 150,
      });
    });
    render(
      <VirtualList
        label="Signals"
        items={items}
        getKey={(item) => item.id}
        renderItem={(item) => {
          seen.push(item.id);
          if (!measured) beforeMeasure.push(item.id);
          return <span>{item.id}</span>;
        }}
        hasMore={false}
        loadingMore={false}
        onLoadMore={() => undefined}
        estimateRowHeight={150}
        minColumnWidth={280}
        maxColumns={3}
        empty={<p>Nothing</p>}
      />,
    );
    return { beforeMeasure };
  }

  it('measures before it renders rows when the list has not been seen at this width', () => {
    const { beforeMeasure } = renderGrid();
    expect(beforeMeasure).toEqual([]);
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(rememberedPlacement('Signals', window.innerWidth)).toEqual({ width: 900, top: 200 });
  });

  it('renders its first rows, in the remembered columns, before measuring when it has', () => {
    rememberPlacement('Signals', window.innerWidth, { width: 900, top: 200 });
    const { beforeMeasure } = renderGrid();
    expect(beforeMeasure.slice(0, 3)).toEqual(['s0', 's1', 's2']);
    const firstRow = screen.getAllByRole('listitem')[0]?.parentElement;
    expect(firstRow?.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
  });

  it('renders only the rows in view first, and the overscan rows below them in the next frame', () => {
    rememberPlacement('Signals', window.innerWidth, { width: 900, top: 200 });
    // Rows keep the height they are estimated at (the virtualizer measures offsetHeight, 0 here).
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(150);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    renderGrid();
    // Rows of 150 px and a 12 px gap, three to a row, from 200 px down: the rows the window shows.
    const rowsInView = Math.ceil((window.innerHeight - 200) / 162);
    expect(screen.getAllByRole('listitem')).toHaveLength(rowsInView * 3);
    act(() => frames.splice(0).forEach((callback) => callback(performance.now())));
    // The list's default overscan: 4 rows below the fold (none above: the page is at its top).
    expect(screen.getAllByRole('listitem')).toHaveLength((rowsInView + 4) * 3);
  });

  it('follows the measured width when the remembered one turns out wrong', () => {
    rememberPlacement('Signals', window.innerWidth, { width: 300, top: 200 });
    const { beforeMeasure } = renderGrid();
    expect(beforeMeasure.length).toBeGreaterThan(0); // rendered from memory, one column
    const firstRow = screen.getAllByRole('listitem')[0]?.parentElement;
    expect(firstRow?.style.gridTemplateColumns).toBe('repeat(3, minmax(0, 1fr))');
    expect(rememberedPlacement('Signals', window.innerWidth)).toEqual({ width: 900, top: 200 });
  });
});
