// @vitest-environment happy-dom
/**
 * What a list says when its rows change: one live region, in the page from the first render, reads
 * the count (or that more are to load) and the empty state, so a filter's outcome is heard.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { itemsOf, signalList as list } from './signal-list';

afterEach(cleanup);

/** The list's own region: the last one (while the rows load, the spinner is a live region too). */
const regionOf = (container: HTMLElement): Element | undefined =>
  [...container.querySelectorAll('[aria-live="polite"]')].at(-1);

describe('VirtualList live region', () => {
  it('says how many rows are shown when more are to load, and the end of the list with its count', () => {
    const view = render(list(itemsOf(30), true));
    const region = regionOf(view.container);
    expect(region?.textContent).toBe('30 items shown, more to load.Load more');
    view.rerender(list(itemsOf(42), false));
    expect(region?.textContent).toBe('End of list · 42 items');
    expect(regionOf(view.container)).toBe(region);
  });

  it('holds the empty state, in the same region that was in the page while the rows loaded', () => {
    const view = render(list(undefined, false));
    const region = regionOf(view.container);
    expect(region?.textContent).toBe('');
    view.rerender(list([], false));
    expect(regionOf(view.container)).toBe(region);
    expect(region?.textContent).toBe('No signals match these filters');
    expect(region?.className).not.toContain('sr-only');
    view.rerender(list(itemsOf(1), false));
    expect(region?.textContent).toBe('End of list · 1 item');
  });
});
