// @vitest-environment happy-dom
/** The steps of a watchable item, ticked where its page lists them (src/tracking/StepChecks.tsx). */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { StepCheck, StepList, StepTrackingContext } from '../../../src/tracking/StepChecks';
import { requirementSteps } from '../../../src/tracking/trackable';

afterEach(cleanup);

const REQUIREMENTS = ['EVM wallet', 'Sepolia ETH from a faucet'];

describe('steps ticked where the page lists them', () => {
  it('gives each requirement a checkbox labelled by its text, ticking that step', () => {
    const toggleStep = vi.fn();
    const steps = requirementSteps(REQUIREMENTS);
    render(
      <StepTrackingContext value={{ checked: new Set([steps[1]?.key ?? '']), toggleStep }}>
        <StepList steps={steps} empty="None." />
      </StepTrackingContext>,
    );
    const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
    expect([box('EVM wallet').checked, box('Sepolia ETH from a faucet').checked]).toEqual([
      false,
      true,
    ]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'EVM wallet' }));
    expect(toggleStep.mock.calls).toEqual([[steps[0], undefined]]);
  });

  it("counts a tick stored under the step's old position key as ticked", () => {
    render(
      <StepTrackingContext value={{ checked: new Set(['r0']), toggleStep: vi.fn() }}>
        <StepList steps={requirementSteps(REQUIREMENTS)} empty="None." />
      </StepTrackingContext>,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'EVM wallet' }).checked).toBe(
      true,
    );
  });

  it('reads as a plain list outside a tracked page, and says when there is nothing', () => {
    const { rerender } = render(<StepList steps={requirementSteps(REQUIREMENTS)} empty="None." />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(REQUIREMENTS);
    rerender(
      <StepTrackingContext value={{ checked: new Set(), toggleStep: vi.fn() }}>
        <StepList steps={[]} empty="None." />
      </StepTrackingContext>,
    );
    expect(screen.getByText('None.')).toBeTruthy();
  });

  it('labels a task by its text alone, so that a link beside it stays out of the label', () => {
    render(
      <StepTrackingContext value={{ checked: new Set(), toggleStep: vi.fn() }}>
        <StepCheck step={{ key: 't1', label: 'Follow on X' }}>Follow on X</StepCheck>
        <a href="https://x.com/zephyr">Open</a>
      </StepTrackingContext>,
    );
    expect(screen.getByRole('checkbox', { name: 'Follow on X' })).toBeTruthy();
  });
});

describe('steps kept per wallet and per period', () => {
  const columns = [
    { walletId: 'w1', label: 'Main' },
    { walletId: 'w2', label: 'Burner' },
  ];
  const swap = { key: 'swap', label: 'Swap weekly', repeat: 'weekly' as const };
  // Wednesday 2 December 2026: ISO week 49.
  const now = new Date(2026, 11, 2, 12);

  it("gives each wallet column its own checkbox, ticking that wallet's column", () => {
    const toggleStep = vi.fn();
    const ticks = (walletId?: string) => new Set(walletId === 'w2' ? ['follow'] : []);
    render(
      <StepTrackingContext value={{ checked: new Set(), toggleStep, ticks, columns, now }}>
        <StepCheck step={{ key: 'follow', label: 'Follow' }}>Follow</StepCheck>
      </StepTrackingContext>,
    );
    const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
    expect([box('Follow (Main)').checked, box('Follow (Burner)').checked]).toEqual([false, true]);
    fireEvent.click(box('Follow (Main)'));
    expect(toggleStep.mock.calls).toEqual([[{ key: 'follow', label: 'Follow' }, 'w1']]);
  });

  it('ticks a repeating step for this period and says its streak', () => {
    const checked = new Set(['swap@2026-W49', 'swap@2026-W48', 'swap@2026-W46']);
    const { rerender } = render(
      <StepTrackingContext value={{ checked, toggleStep: vi.fn(), now }}>
        <StepCheck step={swap}>Swap weekly</StepCheck>
      </StepTrackingContext>,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Swap weekly/ }).checked).toBe(
      true,
    );
    expect(screen.getByText('Done this week · 2 weeks in a row')).toBeTruthy();
    // The next Monday, the step is due again and the streak still stands.
    rerender(
      <StepTrackingContext value={{ checked, toggleStep: vi.fn(), now: new Date(2026, 11, 7, 8) }}>
        <StepCheck step={swap}>Swap weekly</StepCheck>
      </StepTrackingContext>,
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Swap weekly/ }).checked).toBe(
      false,
    );
    expect(screen.getByText('Due this week · 2 weeks in a row')).toBeTruthy();
  });

  it("says a repeating step's state in each wallet column to a screen reader, not in a title only", () => {
    const ticks = (walletId?: string) =>
      new Set(walletId === 'w1' ? ['swap@2026-W49', 'swap@2026-W48'] : ['swap@2026-W48']);
    render(
      <StepTrackingContext value={{ checked: new Set(), toggleStep: vi.fn(), ticks, columns, now }}>
        <StepCheck step={swap}>Swap weekly</StepCheck>
        <StepCheck step={{ key: 'follow', label: 'Follow' }}>Follow</StepCheck>
      </StepTrackingContext>,
    );
    const description = (name: string) =>
      screen.getByRole('checkbox', { name }).getAttribute('aria-description');
    expect(description('Swap weekly (Main)')).toBe('Done this week · 2 weeks in a row');
    expect(description('Swap weekly (Burner)')).toBe('Due this week · 1 week in a row');
    expect(description('Follow (Main)')).toBeNull();
  });

  it('sets the visitor\'s own repeat; a step the project repeats cannot be made "once"', () => {
    const setStepRepeat = vi.fn();
    render(
      <StepTrackingContext
        value={{
          checked: new Set(),
          toggleStep: vi.fn(),
          setStepRepeat,
          repeatOf: (s) => s.repeat,
        }}
      >
        <StepCheck step={{ key: 'follow', label: 'Follow' }}>Follow</StepCheck>
        <StepCheck step={swap}>Swap weekly</StepCheck>
      </StepTrackingContext>,
    );
    const follow = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Repeat: Follow' });
    fireEvent.change(follow, { target: { value: 'daily' } });
    fireEvent.change(follow, { target: { value: '' } });
    const weekly = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Repeat: Swap weekly' });
    expect([...weekly.options].map((option) => option.text)).toEqual(['Daily', 'Weekly']);
    expect(setStepRepeat.mock.calls).toEqual([
      [{ key: 'follow', label: 'Follow' }, 'daily'],
      [{ key: 'follow', label: 'Follow' }, null],
    ]);
  });
});
