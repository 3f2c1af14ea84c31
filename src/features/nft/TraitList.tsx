import type { NftProject } from '../../schemas/nft-project';

/** Trait types with how many variants each has; the bar is relative to the richest trait. */
export function TraitList({ traits }: { traits: NftProject['traits'] }) {
  if (traits.length === 0) return <p className="muted text-sm">No traits published yet.</p>;
  const most = Math.max(...traits.map((trait) => trait.count), 1);
  return (
    <ul className="space-y-2.5">
      {traits.map((trait) => (
        <li key={trait.name} className="text-sm">
          <div className="flex justify-between gap-3">
            <span>{trait.name}</span>
            <span className="tabular-nums text-text-muted">
              {trait.count.toLocaleString()} variants
            </span>
          </div>
          <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-ink-600">
            <div
              className="h-full rounded-full bg-brand-violet"
              style={{ width: `${(trait.count / most) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
