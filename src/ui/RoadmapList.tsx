export interface RoadmapEntry {
  phase: string;
  title: string;
  description: string;
  completed: boolean;
}

/** A vertical timeline; each step says in words whether it is done, not only by colour. */
export function RoadmapList({ items }: { items: readonly RoadmapEntry[] }) {
  if (items.length === 0) return <p className="muted text-sm">No roadmap published.</p>;
  return (
    <ol className="relative space-y-4 border-l border-ink-500 pl-5">
      {items.map((item, index) => (
        <li key={`${index}-${item.title}`} className="relative">
          <span
            aria-hidden="true"
            className={`absolute -left-[1.7rem] top-1 h-3.5 w-3.5 rounded-full border-2 ${item.completed ? 'border-bullish bg-bullish' : 'border-ink-500 bg-ink-800'}`}
          />
          <div className="flex flex-wrap items-center gap-2">
            {item.phase && (
              <span className="text-xs font-semibold uppercase tracking-wide text-text-faint">
                {item.phase}
              </span>
            )}
            <span className={item.completed ? 'badge-bullish' : 'badge-neutral'}>
              {item.completed ? 'Completed' : 'Planned'}
            </span>
          </div>
          <p className="mt-1 font-medium">{item.title}</p>
          {item.description && <p className="mt-0.5 text-sm text-text-muted">{item.description}</p>}
        </li>
      ))}
    </ol>
  );
}
