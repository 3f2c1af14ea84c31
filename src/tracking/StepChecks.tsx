/**
 * A watchable item's steps, ticked where its page lists them: an airdrop's tasks, the requirements
 * of a testnet, giveaway or whitelist. The page once listed them twice, as its content and again
 * as the tracker's checklist. TrackedDetail provides the item's tracking; outside it the steps read
 * as a plain list.
 */
import { createContext, type ReactNode, use } from 'react';

import { BulletList } from '../ui/DetailParts';
import { isDone } from './progress';
import type { Step } from './trackable';
import type { ItemTracking } from './useTracking';

type StepTracking = Pick<ItemTracking, 'checked' | 'toggleStep'>;

export const StepTrackingContext = createContext<StepTracking | null>(null);

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
  const done = isDone(step, tracking.checked);
  return (
    <label className={`flex min-w-0 cursor-pointer items-start gap-3 ${className}`}>
      <input
        type="checkbox"
        className="mt-0.5 h-4 w-4 shrink-0 accent-brand"
        checked={done}
        onChange={() => tracking.toggleStep(step)}
      />
      <span className={`min-w-0 break-words ${done ? 'text-text-muted line-through' : ''}`}>
        {children}
      </span>
    </label>
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
        <li key={step.key}>
          <StepCheck step={step} className="rounded-lg px-2 py-1.5 hover:bg-ink-700">
            {step.label}
          </StepCheck>
        </li>
      ))}
    </ul>
  );
}
