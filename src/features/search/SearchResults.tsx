import { Picture } from '../../ui/Picture';
import type { SearchHit } from '../../worker/client';
import { hitGroups, SEE_ALL_RESULTS } from './result-groups';
import type { SearchState } from './useSearchResults';

export const optionId = (listId: string, index: number): string => `${listId}-option-${index}`;

/**
 * Scrolls the results list, and only it, so that the option at `index` is in sight: scrollIntoView
 * would move the page behind the panel too (it stops short of the header's scroll padding).
 */
export function keepOptionInSight(listId: string, index: number): void {
  const option = document.getElementById(optionId(listId, index));
  const list = document.getElementById(listId);
  if (!option || !list) return;
  // A group's first option brings its heading into sight with it.
  const heading = option.previousElementSibling;
  const top =
    heading instanceof HTMLElement && heading.getAttribute('role') === 'presentation'
      ? heading.offsetTop
      : option.offsetTop;
  const bottom = top + option.offsetHeight;
  if (top < list.scrollTop) list.scrollTop = top;
  else if (bottom > list.scrollTop + list.clientHeight) list.scrollTop = bottom - list.clientHeight;
}

/**
 * Under the header's box, which opens to its left, the panel takes the width it needs; under the
 * mobile menu's box, which spans the menu, it lines up with the box's edges.
 */
const PANEL = {
  header: 'absolute right-0 top-full z-50 mt-2 w-[min(28rem,calc(100vw-2rem))]',
  menu: 'absolute inset-x-0 top-full z-50 mt-2',
} as const;
const PANEL_BOX = 'overflow-hidden rounded-xl border border-ink-600 bg-ink-800 shadow-2xl';
export const INDEXING_NOTE = 'Still indexing descriptions: more results may appear.';

/** A highlighted option is marked by a bar at its edge as well as a lighter row: a shade alone was hard to see (under 3:1 against the panel). */
const optionClass = (highlighted: boolean): string =>
  `flex cursor-pointer items-center gap-3 border-l-[3px] py-2 pl-[9px] pr-3 ${highlighted ? 'border-brand bg-ink-600' : 'border-transparent'}`;

/**
 * The results panel: 'Searching...', 'No results found', the refusal text, or the hits grouped by
 * kind under headings that take no focus ("Signals · 3"), then "See all results" (option
 * `hits.length`), all options of one listbox. What it says, and how many results came, is in one
 * live region that stays in the page while the box is open: a region inserted along with its text
 * is often not read out.
 */
export function SearchResults({
  listId,
  state,
  active,
  onPick,
  onSeeAll,
  onHover,
  placement,
}: {
  placement: keyof typeof PANEL;
  listId: string;
  state: SearchState;
  active: number;
  onPick: (hit: SearchHit) => void;
  onSeeAll: () => void;
  onHover: (index: number) => void;
}) {
  const message =
    state.status === 'idle'
      ? null
      : state.status === 'searching'
        ? 'Searching...'
        : state.status === 'refused'
          ? state.message
          : state.hits.length === 0
            ? 'No results found'
            : null;
  const hits = state.status === 'done' ? state.hits : [];
  const groups = state.status === 'done' ? hitGroups(hits) : [];
  // The first visit indexes descriptions after names: an answer may grow, and says so.
  const indexing = state.status === 'done' && state.indexing;
  return (
    <>
      <div role="status" className={PANEL[placement]}>
        {message && (
          <div className={`${PANEL_BOX} px-4 py-3 text-sm`}>
            <p className={state.status === 'refused' ? 'text-warn' : 'text-text-muted'}>
              {message}
            </p>
            {indexing && <p className="mt-1 text-xs text-text-faint">{INDEXING_NOTE}</p>}
          </div>
        )}
        {hits.length > 0 && (
          <span className="sr-only">{`${hits.length === 1 ? '1 result' : `${hits.length} results`}${indexing ? `. ${INDEXING_NOTE}` : ''}`}</span>
        )}
      </div>
      {hits.length > 0 && (
        <div className={`${PANEL[placement]} ${PANEL_BOX}`}>
          {/* tabIndex -1: the arrows in the box move through the results, and Tab leaves the box
              (Chromium makes a scrollable list a Tab stop of its own otherwise). */}
          <div
            id={listId}
            role="listbox"
            aria-label="Search results"
            tabIndex={-1}
            className="relative max-h-[60vh] overflow-y-auto py-1"
          >
            {groups.map((group) => (
              <ul
                key={group.collection}
                role="group"
                aria-labelledby={`${listId}-${group.collection}`}
              >
                <li
                  role="presentation"
                  id={`${listId}-${group.collection}`}
                  onMouseDown={(event) => event.preventDefault()}
                  className="px-3 pb-1 pt-2 text-xs font-semibold text-text-muted"
                >
                  {group.heading}
                </li>
                {group.hits.map((hit, offset) => {
                  const index = group.start + offset;
                  return (
                    <li
                      key={`${hit.collection}:${String(hit.id)}`}
                      id={optionId(listId, index)}
                      role="option"
                      aria-selected={index === active}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => onPick(hit)}
                      onMouseEnter={() => onHover(index)}
                      className={optionClass(index === active)}
                    >
                      <HitSummary hit={hit} />
                    </li>
                  );
                })}
              </ul>
            ))}
            <div
              id={optionId(listId, hits.length)}
              role="option"
              aria-selected={active === hits.length}
              onMouseDown={(event) => event.preventDefault()}
              onClick={onSeeAll}
              onMouseEnter={() => onHover(hits.length)}
              className={`${optionClass(active === hits.length)} mt-1 border-t border-t-ink-600 text-sm font-medium text-brand`}
            >
              {SEE_ALL_RESULTS}
              <span aria-hidden="true">→</span>
            </div>
          </div>
          {indexing && (
            <p
              aria-hidden="true"
              className="border-t border-ink-600 px-3 py-2 text-xs text-text-faint"
            >
              {INDEXING_NOTE}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/** A hit as a row shows it: image, title, type, a signal's symbol, and whether it opens a new tab. */
export function HitSummary({ hit }: { hit: SearchHit }) {
  return (
    <>
      <Picture
        src={hit.image}
        alt=""
        className="h-9 w-9 shrink-0 rounded-lg bg-ink-700 object-cover"
      />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium text-text">{hit.title}</span>
        <span className="flex items-center gap-2 text-xs text-text-muted">
          <span className="badge-brand">{hit.type}</span>
          {hit.symbol && <span className="font-mono">{hit.symbol}</span>}
          {hit.url && (
            <span>
              <span className="sr-only">opens in a new tab</span>
              <span aria-hidden="true">↗</span>
            </span>
          )}
        </span>
      </span>
    </>
  );
}
