/**
 * A watchable item's steps, ticked where its page lists them: an airdrop's tasks, the requirements
 * of a testnet, giveaway or whitelist. The page once listed them twice, as its content and again
 * as the tracker's checklist. TrackedDetail provides the item's tracking; outside it the steps read
 * as a plain list. With wallets, a step has a checkbox per wallet column shown (wallet-columns.ts);
 * a repeating step is ticked for the current period and says its streak.
 */
import { createContext, type ReactNode, use } from 'react';

import type { Repeat } from '../lib/periods';
import { BulletList } from '../ui/DetailParts';
import { isDone, streakOf, streakText } from './progress';
import type { Step } from './trackable';
import type { ItemTracking } from './useTracking';
import type { WalletColumn } from './wallet-columns';

/**
 * What the steps are ticked with: an item's tracking (`checked` alone reads the one column), and
 * where the page keeps steps per wallet and per period, the columns shown and the time.
 */
export type StepTracking = Pick<ItemTracking, 'checked' | 'toggleStep'> &
  Partial<Pick<ItemTracking, 'ticks' | 'repeatOf' | 'setStepRepeat'>> & {
    /** The columns ticked here: the one picked, or several side by side. */
    columns?: readonly WalletColumn[];
    now?: Date;
  };

export const StepTrackingContext = createContext<StepTracking | null>(null);

const REPEAT_CHOICES: { value: Repeat | ''; label: string }[] = [
  { value: '', label: 'Once' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

const PERIOD_NAMES: Record<Repeat, string> = { daily: 'today', weekly: 'this week' };

/** Whether to do the step once, daily or weekly; a step the project repeats can't be made "once". */
function RepeatPicker({
  step,
  tracking,
  className = '',
}: {
  step: Step;
  tracking: StepTracking;
  className?: string;
}) {
  const { setStepRepeat } = tracking;
  if (!setStepRepeat) return null;
  const repeat = tracking.repeatOf?.(step) ?? step.repeat;
  const choices = REPEAT_CHOICES.filter(
    (choice) => step.repeat === undefined || choice.value !== '',
  );
  return (
    <select
      aria-label={`Repeat: ${step.label}`}
      value={repeat ?? ''}
      onChange={(event) => {
        const value = event.target.value;
        setStepRepeat(step, value === 'daily' || value === 'weekly' ? value : null);
      }}
      className={`touch-target m-2 shrink-0 cursor-pointer rounded-md border border-ink-600 bg-transparent px-1.5 py-1 text-xs text-text-muted hover:border-brand focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

/** "Due this week · 3 weeks in a row": a repeating step's state in one column. */
function repeatStatus(
  step: Step,
  ticks: ReadonlySet<string>,
  repeat: Repeat,
  now: Date,
): { done: boolean; text: string } {
  const done = isDone(step, ticks, repeat, now);
  const streak = streakOf(step, ticks, repeat, now);
  const state = `${done ? 'Done' : 'Due'} ${PERIOD_NAMES[repeat]}`;
  return { done, text: streak > 0 ? `${state} · ${streakText(repeat, streak)}` : state };
}

/** The step's checkbox, labelled by `children` (its text); ticking it watches the item. */
export function StepCheck({
  step,
  children,
  className = '',
}: {
  step: Step;
  children: ReactNode;
  className?: string;
}) {
  const tracking = use(StepTrackingContext);
  if (!tracking) return <span className={`min-w-0 break-words ${className}`}>{children}</span>;
  const now = tracking.now ?? new Date();
  const repeat = tracking.repeatOf?.(step) ?? step.repeat;
  const columns = tracking.columns ?? [{ label: '' }];
  const ticksIn = (column: WalletColumn) => tracking.ticks?.(column.walletId) ?? tracking.checked;
  const [only] = columns;
  if (columns.length === 1 && only) {
    const ticks = ticksIn(only);
    const status = repeat === undefined ? null : repeatStatus(step, ticks, repeat, now);
    const done = status?.done ?? isDone(step, ticks);
    return (
      // The picker sits over the label's corner, so that the label still takes a tap anywhere else.
      <div className="relative flex min-w-0 flex-1">
        <label
          className={`flex min-w-0 flex-1 cursor-pointer items-start gap-3 ${className} ${tracking.setStepRepeat ? '!pr-24' : ''}`}
        >
          <input
            type="checkbox"
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
            checked={done}
            onChange={() => tracking.toggleStep(step, only.walletId)}
          />
          <span className="min-w-0 break-words">
            <span className={done ? 'text-text-muted line-through' : ''}>{children}</span>
            {status && <span className="mt-0.5 block text-xs text-text-faint">{status.text}</span>}
          </span>
        </label>
        <RepeatPicker step={step} tracking={tracking} className="absolute right-0 top-0" />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-1 items-start">
      <div className={`flex min-w-0 flex-1 items-start gap-3 ${className}`}>
        <span className="min-w-0 flex-1 break-words">{children}</span>
        <span className="flex shrink-0 gap-1">
          {columns.map((column) => {
            const ticks = ticksIn(column);
            const status = repeat === undefined ? null : repeatStatus(step, ticks, repeat, now);
            const done = status?.done ?? isDone(step, ticks);
            return (
              <label
                key={column.walletId ?? ''}
                title={status ? `${column.label}: ${status.text}` : column.label}
                className="flex w-14 cursor-pointer flex-col items-center gap-1 text-[11px] text-text-faint"
              >
                {/* The title is a mouse's alone: the state is said to a screen reader too. */}
                <input
                  type="checkbox"
                  aria-label={`${step.label} (${column.label})`}
                  aria-description={status?.text}
                  className="h-4 w-4 accent-brand"
                  checked={done}
                  onChange={() => tracking.toggleStep(step, column.walletId)}
                />
                <span aria-hidden="true" className="w-full truncate text-center">
                  {column.label}
                </span>
              </label>
            );
          })}
        </span>
      </div>
      <RepeatPicker step={step} tracking={tracking} />
    </div>
  );
}

/** A list of requirements that are the item's steps (trackable's `requirementSteps`). */
export function StepList({ steps, empty }: { steps: readonly Step[]; empty: string }) {
  const tracking = use(StepTrackingContext);
  if (!tracking) return <BulletList items={steps.map((step) => step.label)} empty={empty} />;
  if (steps.length === 0) return <p className="muted text-sm">{empty}</p>;
  return (
    <ul className="space-y-1 text-sm">
      {steps.map((step) => (
        <li key={step.key} className="flex rounded-lg hover:bg-ink-700">
          <StepCheck step={step} className="px-2 py-1.5">
            {step.label}
          </StepCheck>
        </li>
      ))}
    </ul>
  );
}
