// @vitest-environment happy-dom
/** The due list (src/features/tracker/DueList.tsx) in pages of 50: a thousand due items never render at once. */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';

import { DueList } from '../../../../src/features/tracker/DueList';
import { Router } from '../../../../src/lib/navigation';
import type { DueItem } from '../../../../src/tracking/due';
import { makeAirdrop } from '../../fixtures';
import { watched } from '../../tracking/watched-item';

const STEP = { key: 'follow', label: 'Follow on X' };

function dueItems(count: number): DueItem[] {
  return Array.from({ length: count }, (_, n) => ({
    ...watched(makeAirdrop({ id: `airdrop-${n}`, name: `Airdrop ${n}` }), {}, `Airdrop ${n}`),
    steps: [{ step: STEP, repeat: 'daily' as const, column: { label: '' } }],
  }));
}

describe('the due list', () => {
  afterEach(cleanup);

  it('shows 50 items, then 50 more at each press, and the button goes with the last', () => {
    render(
      <Router hook={memoryLocation({ path: '/tracker?show=due' }).hook}>
        <DueList items={dueItems(120)} />
      </Router>,
    );
    expect(screen.getAllByTestId('due-item')).toHaveLength(50);
    fireEvent.click(screen.getByRole('button', { name: 'Show 50 more (70 left)' }));
    expect(screen.getAllByTestId('due-item')).toHaveLength(100);
    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more (20 left)' }));
    expect(screen.getAllByTestId('due-item')).toHaveLength(120);
    expect(screen.queryByRole('button', { name: /more/ })).toBeNull();
  });
});
