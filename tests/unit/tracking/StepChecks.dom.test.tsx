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
    expect(toggleStep.mock.calls).toEqual([[steps[0]]]);
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
