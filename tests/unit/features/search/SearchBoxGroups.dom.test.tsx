// @vitest-environment happy-dom
/**
 * SearchBox's grouped results (src/features/search/SearchBox.tsx, SearchResults.tsx): headings
 * by kind that take no focus, one listbox whose options the arrows move through across the
 * groups, "See all results" last, and Enter and Escape on any of them.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { SearchHit, SearchResponse } from '../../../../src/worker/client';
import { advance, runEachTestOnFakeTimers, worker } from './fake-worker-client';

vi.mock(
  '../../../../src/worker/client',
  async () => (await import('./fake-worker-client')).fakeClient,
);

const { SearchBox } = await import('../../../../src/features/search/SearchBox');
const { SEARCH_DEBOUNCE_MS } = await import('../../../../src/features/search/useSearchResults');

const hit = (collection: SearchHit['collection'], type: string, id: string): SearchHit => ({
  collection,
  type,
  id,
  title: id,
  image: '/images/logo.svg',
});

/** Ranked: a signal, an airdrop, a signal, an airdrop. */
const answer: SearchResponse = {
  status: 'ok',
  hits: [
    hit('signals', 'Signal', 'Solana'),
    hit('airdrops', 'Airdrop', 'Solana Drop'),
    hit('signals', 'Signal', 'Solar'),
    hit('airdrops', 'Airdrop', 'Sol Quest'),
  ],
  indexVersion: 1,
  indexing: false,
};

const highlighted = (): string | undefined =>
  screen.queryAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')
    ?.textContent ?? undefined;

runEachTestOnFakeTimers();

beforeEach(() => window.history.replaceState(null, '', '/'));

async function openWith(query: string): Promise<HTMLElement> {
  worker.search.mockResolvedValue(answer);
  render(<SearchBox />);
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  const input = screen.getByRole('combobox', { name: 'Search AlphaScout' });
  fireEvent.change(input, { target: { value: query } });
  await advance(SEARCH_DEBOUNCE_MS);
  return input;
}

describe('SearchBox groups', () => {
  it('groups the results by kind under headings with counts, in one listbox, "See all results" last', async () => {
    await openWith('sol');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getAllByRole('group')).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Signals · 2' })).toBeTruthy();
    const airdrops = screen.getByRole('group', { name: 'Airdrops · 2' });
    expect(
      within(airdrops)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Solana DropAirdrop', 'Sol QuestAirdrop']);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent.replace(/(Signal|Airdrop)$/, ''))).toEqual([
      'Solana',
      'Solar',
      'Solana Drop',
      'Sol Quest',
      'See all results→',
    ]);
    // The headings are the groups' labels, not options.
    const heading = screen.getByText('Signals · 2');
    expect(heading.getAttribute('role')).toBe('presentation');
    expect(heading.hasAttribute('tabindex')).toBe(false);
    // The live region counts the results, not the row that leads to them.
    expect(screen.getByRole('status').textContent).toBe('4 results');
  });

  it('moves across the groups with the arrows, wrapping through "See all results", and points the box at the highlighted option', async () => {
    const input = await openWith('sol');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(highlighted()).toBe('See all results→');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlighted()).toContain('Solana');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    // From the last signal to the first airdrop: across the heading between them.
    expect(highlighted()).toContain('Solana Drop');
    const active = input.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toContain('Solana Drop');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlighted()).toBe('See all results→');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(highlighted()).toContain('Solana');
  });

  it('Enter on "See all results" opens the results page for the query, and closes the box', async () => {
    const input = await openWith(' sol q ');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=sol+q');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('Enter opens a result of a later group, and with nothing highlighted the best result', async () => {
    const input = await openWith('sol');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(highlighted()).toContain('Sol Quest');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(window.location.pathname).toBe('/airdrops/Sol%20Quest');

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const again = screen.getByRole('combobox', { name: 'Search AlphaScout' });
    fireEvent.change(again, { target: { value: 'sola' } });
    await advance(SEARCH_DEBOUNCE_MS);
    fireEvent.keyDown(again, { key: 'Enter' });
    expect(window.location.pathname).toBe('/signals/Solana');
  });

  it('a click on "See all results" opens the results page too; Escape closes the box from any group', async () => {
    const input = await openWith('sol');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search AlphaScout' }), {
      target: { value: 'sol' },
    });
    await advance(SEARCH_DEBOUNCE_MS);
    fireEvent.click(screen.getByRole('option', { name: /See all results/ }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/search?q=sol');
  });
});
