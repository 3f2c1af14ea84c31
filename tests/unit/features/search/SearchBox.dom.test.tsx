// @vitest-environment happy-dom
/**
 * SearchBox (src/features/search/SearchBox.tsx): the result highlighted with the arrow keys stays
 * highlighted when the answer is asked for again as the index moves, wherever it now is; a new
 * query starts with nothing highlighted.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import {
  advance,
  found,
  indexChanged,
  runEachTestOnFakeTimers,
  worker,
} from './fake-worker-client';

vi.mock(
  '../../../../src/worker/client',
  async () => (await import('./fake-worker-client')).fakeClient,
);

const { SearchBox } = await import('../../../../src/features/search/SearchBox');
const { SEARCH_DEBOUNCE_MS } = await import('../../../../src/features/search/useSearchResults');
const { INDEXING_NOTE } = await import('../../../../src/features/search/SearchResults');

const settle = (): Promise<void> => advance(SEARCH_DEBOUNCE_MS);
/** The results, not the "See all results" row after them. */
const results = (): HTMLElement[] =>
  screen.queryAllByRole('option').filter((option) => option.textContent !== 'See all results→');
const highlighted = (): string | undefined =>
  screen.queryAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')
    ?.textContent ?? undefined;

runEachTestOnFakeTimers();

describe('SearchBox', () => {
  it('keeps the highlighted result through a refresh that moves it, and starts a new query with none', async () => {
    worker.search
      .mockResolvedValueOnce(found(1, 'Nebula Bridge', 'Nebula Swap'))
      .mockResolvedValueOnce(found(2, 'Nebula Atlas', 'Nebula Bridge', 'Nebula Swap'))
      .mockResolvedValueOnce(found(2, 'Nebula Swap'));
    render(<SearchBox placement="menu" />);
    const input = screen.getByRole('combobox', { name: 'Search AlphaScout' });
    fireEvent.change(input, { target: { value: 'nebula' } });
    await settle();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlighted()).toContain('Nebula Swap');

    act(() => indexChanged(2));
    await settle();
    expect(results()).toHaveLength(3);
    expect(highlighted()).toContain('Nebula Swap');

    fireEvent.change(input, { target: { value: 'nebula s' } });
    await settle();
    expect(results()).toHaveLength(1);
    expect(highlighted()).toBeUndefined();
  });

  it('says more results may appear while descriptions are still being indexed, and stops saying it once they are', async () => {
    worker.search
      .mockResolvedValueOnce({ ...found(1), indexing: true })
      .mockResolvedValueOnce({ ...found(2, 'Nebula Bridge'), indexing: true })
      .mockResolvedValueOnce(found(3, 'Nebula Bridge', 'Nebula Swap'));
    render(<SearchBox placement="menu" />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search AlphaScout' }), {
      target: { value: 'nebula' },
    });
    await settle();
    expect(screen.getByRole('status').textContent).toBe(`No results found${INDEXING_NOTE}`);

    act(() => indexChanged(2));
    await settle();
    expect(results()).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe(`1 result. ${INDEXING_NOTE}`);
    expect(screen.getByText(INDEXING_NOTE, { selector: '[aria-hidden="true"]' })).toBeTruthy();

    act(() => indexChanged(3));
    await advance(2_000);
    expect(results()).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('2 results');
    expect(screen.queryByText(INDEXING_NOTE)).toBeNull();
  });

  it('Enter pressed before the answer came opens its first result when it comes; typing on forgets it', async () => {
    worker.search.mockResolvedValue(found(1, 'Nebula Bridge', 'Nebula Swap'));
    render(<SearchBox />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: 'Search AlphaScout' });
    fireEvent.change(input, { target: { value: 'nebula' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: 'nebula b' } });
    await settle();
    expect(window.location.pathname).not.toBe('/signals/Nebula%20Bridge');
    expect(results()).toHaveLength(2);

    fireEvent.change(input, { target: { value: 'nebula br' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await settle();
    expect(window.location.pathname).toBe('/signals/Nebula%20Bridge');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('in the menu, Enter pressed before the answer is forgotten when focus moves on from the box', async () => {
    worker.search.mockResolvedValue(found(1, 'Nebula Bridge'));
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    window.history.replaceState(null, '', '/');
    render(
      <>
        <SearchBox placement="menu" />
        <a href="/airdrops">Airdrops</a>
      </>,
    );
    const input = screen.getByRole('combobox', { name: 'Search AlphaScout' });
    fireEvent.change(input, { target: { value: 'nebula' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.focusOut(input, { relatedTarget: screen.getByRole('link', { name: 'Airdrops' }) });
    await settle();
    expect(window.location.pathname).toBe('/');
    expect(results()).toHaveLength(0);
  });

  it('closes the header box when the focus moves on to another element, not when the window loses it or a click lands inside', async () => {
    worker.search.mockResolvedValue(found(1, 'Nebula Bridge'));
    render(
      <>
        <SearchBox />
        <a href="/tracker">My tracker</a>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const input = screen.getByRole('combobox', { name: 'Search AlphaScout' });
    fireEvent.change(input, { target: { value: 'nebula' } });
    await settle();
    expect(results()).toHaveLength(1);

    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    fireEvent.blur(input, { relatedTarget: null });
    expect(screen.getByRole('combobox', { name: 'Search AlphaScout' })).toHaveProperty(
      'value',
      'nebula',
    );

    // A click on a part of the box that takes no focus (its icon, a message) leaves no element either.
    hasFocus.mockReturnValue(true);
    fireEvent.blur(input, { relatedTarget: null });
    expect(screen.getByRole('combobox', { name: 'Search AlphaScout' })).toHaveProperty(
      'value',
      'nebula',
    );

    fireEvent.blur(input, { relatedTarget: screen.getByRole('link', { name: 'My tracker' }) });
    expect(screen.queryByRole('combobox', { name: 'Search AlphaScout' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    hasFocus.mockRestore();
  });
});
