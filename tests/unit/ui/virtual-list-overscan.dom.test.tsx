// @vitest-environment happy-dom
/**
 * What a list renders first: the rows in view, then the overscan rows a frame later. A new query's
 * rows (a filter or a sort) come the same way, so their first commit stays small.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { itemsOf, signalList } from './signal-list';

const renderedRows = (container: HTMLElement): string[] =>
  [...container.querySelectorAll('[role="listitem"]')].map((row) => row.textContent);
const nextFrame = (): Promise<void> =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

// happy-dom lays nothing out: the list is 1,000 px wide, and every row as high as its estimate.
const geometry = {
  rect: Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect'),
  height: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight'),
};
beforeAll(() => {
  Element.prototype.getBoundingClientRect = () =>
    DOMRect.fromRect({ x: 0, y: 0, width: 1000, height: 150 });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => 150,
  });
});
afterAll(() => {
  if (geometry.rect)
    Object.defineProperty(Element.prototype, 'getBoundingClientRect', geometry.rect);
  if (geometry.height)
    Object.defineProperty(HTMLElement.prototype, 'offsetHeight', geometry.height);
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('VirtualList first rows', () => {
  it('renders the rows in view first and the overscan rows a frame later, for a new query too', async () => {
    const view = render(signalList(itemsOf(40, 'a')));
    const inView = renderedRows(view.container);
    expect(inView.length).toBeGreaterThan(0);
    await nextFrame();
    const withOverscan = renderedRows(view.container);
    expect(withOverscan.length).toBeGreaterThan(inView.length);
    expect(withOverscan.slice(0, inView.length)).toEqual(inView);

    // A new filter: no rows while they load, then its rows in view first.
    view.rerender(signalList(undefined));
    expect(renderedRows(view.container)).toEqual([]);
    view.rerender(signalList(itemsOf(40, 'b')));
    expect(renderedRows(view.container)).toEqual(inView.map((id) => id.replace('a', 'b')));
    await nextFrame();
    expect(renderedRows(view.container)).toHaveLength(withOverscan.length);
  });

  it('keeps the overscan rows when more rows of the same query arrive', async () => {
    const view = render(signalList(itemsOf(40, 'a')));
    await nextFrame();
    const withOverscan = renderedRows(view.container);
    view.rerender(signalList(itemsOf(70, 'a')));
    expect(renderedRows(view.container)).toEqual(withOverscan);
  });
});
