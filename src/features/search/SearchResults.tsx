import type { SearchHit } from '../../worker/client';
import type { SearchState } from './useSearchResults';
import { Picture } from '../../ui/Picture';

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

/** The results panel: 'Searching...', 'No results found', the refusal text, or the hits. */
export function SearchResults({
  listId,
  state,
  active,
  onPick,
  onHover,
}: {
  listId: string;
  state: SearchState;
  active: number;
  onPick: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}) {
  if (state.status === 'idle') return null;
  const message =
    state.status === 'searching' ? 'Searching...' : state.status === 'refused' ? state.message : state.hits.length === 0 ? 'No results found' : null;
  return (
    <div className="absolute right-0 top-full z-50 mt-2 w-[min(28rem,calc(100vw-2rem))] overflow-hidden rounded-xl border border-ink-600 bg-ink-800 shadow-2xl">
      {message ? (
        <p role="status" className={`px-4 py-3 text-sm ${state.status === 'refused' ? 'text-warn' : 'text-text-muted'}`}>
          {message}
        </p>
      ) : (
        // tabIndex -1: the arrows in the box move through the results, and Tab leaves the box
        // (Chromium makes a scrollable list a Tab stop of its own otherwise).
        <ul id={listId} role="listbox" aria-label="Search results" tabIndex={-1} className="max-h-[60vh] overflow-y-auto py-1">
          {state.status === 'done' &&
            state.hits.map((hit, index) => (
              <li
                key={`${hit.collection}:${String(hit.id)}`}
                id={optionId(listId, index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onPick(hit)}
                onMouseEnter={() => onHover(index)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${index === active ? 'bg-ink-700' : ''}`}
              >
                <Picture src={hit.image} alt="" className="h-9 w-9 shrink-0 rounded-lg bg-ink-700 object-cover" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium text-text">{hit.title}</span>
                  <span className="flex items-center gap-2 text-xs text-text-muted">
                    <span className="badge-brand">{hit.type}</span>
                    {hit.symbol && <span className="font-mono">{hit.symbol}</span>}
                  </span>
                </span>
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}
