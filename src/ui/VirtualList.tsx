/**
 * A windowed list or grid for the content lists (a 100k-row table never enters
 * the DOM whole). Built on @tanstack/react-virtual with window scrolling, so the page scrolls as
 * usual and the header, filters and footer stay ordinary content.
 *
 * - Grid: with `minColumnWidth`, items are laid out `columns` to a row, the column count following
 *   the list's width; the virtualizer windows rows, not items. The width is measured once the
 *   list is in the page; a list shown before at this window width starts from the width it had
 *   then (ui/list-placement-memory), so its first render already holds its first rows.
 * - Heights: rows are measured as they render (`measureElement`), so cards may wrap text;
 *   `estimateRowHeight` only places rows not yet seen, keep it close to the real height.
 * - Infinite loading: when the last rendered row comes within `loadAhead` rows of the end,
 *   `onLoadMore` is called (once per page: the caller says when it is `loadingMore`). A visible
 *   "Load more" button does the same for keyboard and assistive-tech users.
 * - States: the first load (spinner), empty (`empty`), loading more, and the end of the list.
 * - Back from a detail page returns to the item that was in view (ui/scroll-memory), and
 *   `usePagedList` reloads as many rows as were loaded. Nothing to wire up in the screen.
 *
 * Usage with db/records/list-pages: `const list = usePagedList(key, (limit) => readListWindow(appDb, q, limit))`
 * then `<VirtualList items={list.rows} hasMore={list.hasMore} loadingMore={list.loadingMore}
 * onLoadMore={list.loadMore} … />`.
 */
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import {
  type ReactNode,
  type RefObject,
  startTransition,
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

import { historyEntryKey, onNavigationStart } from '../lib/navigation';
import { markStartup } from '../lib/startup-marks';
import {
  type ListPlacement,
  rememberedPlacement,
  rememberPlacement,
} from './list-placement-memory';
import { type ListPosition, rememberListPosition, savedListPosition } from './scroll-memory';
import { Spinner } from './Spinner';

export interface VirtualListProps<T> {
  /** undefined while the first page loads. */
  items: readonly T[] | undefined;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Accessible name of the list, e.g. "Signals". */
  label: string;
  /** Expected height of one row in px, gap included. */
  estimateRowHeight: number;
  /** Makes a grid: as many columns of at least this width (px) as fit, up to `maxColumns`. */
  minColumnWidth?: number;
  maxColumns?: number;
  /** Space between rows and columns in px. */
  gap?: number;
  /** Shown when the list has no items at all (e.g. a filter with no match). */
  empty: ReactNode;
  /** Rows rendered beyond the viewport on each side. */
  overscan?: number;
  /** How many rows before the end the next page is requested. */
  loadAhead?: number;
  /** Items of the same list shown above it (the blog's featured post), counted in its total. */
  shownAbove?: number;
  /**
   * Which remembered placement the list starts from (default: its label). A list its page lays
   * out in two ways (news, with an item open above or beside it) keeps one per way, or each would
   * start from the other's width and depth.
   */
  placementKey?: string;
}

/** Columns that fit `width`: the same rule CSS `repeat(auto-fill, minmax(min, 1fr))` uses. */
export function columnsFor(
  width: number,
  minColumnWidth: number | undefined,
  gap: number,
  maxColumns: number,
): number {
  if (!minColumnWidth || width <= 0) return 1;
  return Math.max(1, Math.min(maxColumns, Math.floor((width + gap) / (minColumnWidth + gap))));
}

export function VirtualList<T>({
  items,
  getKey,
  renderItem,
  hasMore,
  loadingMore,
  onLoadMore,
  label,
  estimateRowHeight,
  minColumnWidth,
  maxColumns = 4,
  gap = 12,
  empty,
  overscan = 4,
  loadAhead = 4,
  shownAbove = 0,
  placementKey = label,
}: VirtualListProps<T>) {
  // A callback ref (state), not useRef: the list element mounts only once there are items.
  const [listElement, setListElement] = useState<HTMLDivElement | null>(null);
  // The same element for layout effects of the commit that mounts it, which run before the
  // state above holds it.
  const listRef = useRef<HTMLDivElement | null>(null);
  const attachList = useCallback((element: HTMLDivElement | null) => {
    listRef.current = element;
    setListElement(element);
  }, []);
  // Where the list was the last time it was shown at this window width: its first render can then
  // lay out its columns and rows, instead of rendering none until the width has been measured.
  const [layout, setLayout] = useState<ListPlacement>(
    () => rememberedPlacement(placementKey, window.innerWidth) ?? { width: 0, top: 0 },
  );
  // The first render holds only the rows in view; the overscan rows (and the next page they may
  // ask for) follow in a transition from the next frame. Rendering and laying out the rows below
  // the fold first (21 cards where 9 show on /signals at 1280x800) delayed the first rows painted
  // by 5-21 ms on a repeat visit at 300k records (bench/browser/startup.ts, docs/performance.md).
  const [overscanRows, setOverscanRows] = useState(0);
  // So do a new query's rows (a filter or sort: the rows are undefined while they load). All 21 in
  // one commit, and the layout their measuring forces in it, made tasks over 50 ms on a loaded
  // machine (bench/browser/app.ts, filter and sort).
  if (items === undefined && overscanRows !== 0) setOverscanRows(0);

  // The list's width decides the columns; its distance from the top of the document is the
  // virtualizer's scroll margin (filters above it may wrap and move it).
  useLayoutEffect(() => {
    const element = listElement;
    if (!element) return;
    const measure = (): void => {
      const rect = element.getBoundingClientRect();
      const next = { width: Math.round(rect.width), top: Math.round(rect.top + window.scrollY) };
      if (next.width > 0) rememberPlacement(placementKey, window.innerWidth, next);
      // As a transition: a new width may render a screenful of cards (the first rows, when nothing
      // was remembered), and set from a layout effect that would be one task with the commit
      // before it (52-73 ms on a first visit to /signals); React renders it in slices instead.
      startTransition(() =>
        setLayout((current) =>
          current.width === next.width && current.top === next.top ? current : next,
        ),
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.parentElement) observer.observe(element.parentElement);
    return () => observer.disconnect();
  }, [listElement, placementKey]);

  const columns = columnsFor(layout.width, minColumnWidth, gap, maxColumns);
  const count = items?.length ?? 0;
  const rowCount = Math.ceil(count / columns);

  // Back or Forward to this list: where the visitor was, and the rows' heights as measured then.
  const [saved] = useState(savedListPosition);
  // Only at the column count they were measured at, and only once the width is known (columns
  // read 1 before it).
  const [measuredRows] = useState(() =>
    layout.width > 0 && saved?.rows?.columns === columns ? [...saved.rows.measured] : [],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    initialMeasurementsCache: measuredRows,
    estimateSize: () => estimateRowHeight,
    // The window's size from the first render, so remembered rows are the ones in view at once.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    overscan: overscanRows,
    scrollMargin: layout.top,
    gap,
    // Not a synchronous React render inside every scroll event (the default): React batches the
    // update into the next frame. Measured with 100k signals (bench/browser/app.ts), the sync
    // renders stacked up to several per frame and made most of the scroll's long tasks.
    useFlushSync: false,
  });
  // No rows until the width is known: rows laid out in one column first would be thrown away.
  const rows = layout.width > 0 ? virtualizer.getVirtualItems() : [];
  const lastRendered = rows[rows.length - 1]?.index ?? -1;
  const hasRows = lastRendered >= 0;
  useLayoutEffect(() => {
    if (hasRows) markStartup('first-rows');
  }, [hasRows]);
  useEffect(() => {
    if (!hasRows || overscanRows === overscan) return;
    const frame = requestAnimationFrame(() => startTransition(() => setOverscanRows(overscan)));
    return () => cancelAnimationFrame(frame);
  }, [hasRows, overscanRows, overscan]);

  useEffect(() => {
    if (hasMore && !loadingMore && hasRows && lastRendered >= rowCount - 1 - loadAhead)
      onLoadMore();
  }, [hasMore, loadingMore, hasRows, lastRendered, rowCount, loadAhead, onLoadMore]);

  useAnchorMemory(virtualizer, columns, hasItemsIn(items) && layout.width > 0, saved, listRef);

  const shown = hasItemsIn(items);
  // The live region below stays in the page while a new filter's rows load, so what follows (the
  // count, or the empty state) is read out: a region inserted along with its text often is not.
  return (
    <div>
      {items === undefined ? (
        <Spinner className="py-16" />
      ) : items.length === 0 ? null : (
        <div
          ref={attachList}
          role="list"
          aria-label={label}
          aria-busy={loadingMore}
          data-loaded={count}
          className="relative w-full"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {rows.map((row) => {
            const start = row.index * columns;
            const rowItems = items.slice(start, start + columns);
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 top-0 grid w-full"
                style={{
                  transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
                  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
                  gap,
                }}
              >
                {rowItems.map((item, offset) => (
                  <div role="listitem" key={getKey(item)} className="min-w-0" data-list-item="">
                    {renderItem(item, start + offset)}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      )}
      <div
        className={
          shown
            ? 'mt-6 flex min-h-12 items-center justify-center text-sm text-text-muted'
            : items === undefined
              ? 'sr-only'
              : ''
        }
        aria-live="polite"
      >
        {items === undefined ? null : !shown ? (
          empty
        ) : loadingMore ? (
          <Spinner size="sm" />
        ) : hasMore ? (
          <>
            <span className="sr-only">{itemCount(count + shownAbove)} shown, more to load.</span>
            <button type="button" className="btn-outline" onClick={onLoadMore}>
              Load more
            </button>
          </>
        ) : (
          <p>End of list · {itemCount(count + shownAbove)}</p>
        )}
      </div>
    </div>
  );
}

const itemCount = (count: number): string =>
  `${count.toLocaleString()} ${count === 1 ? 'item' : 'items'}`;

function hasItemsIn(items: readonly unknown[] | undefined): boolean {
  return items !== undefined && items.length > 0;
}

/**
 * Back to a list: scroll to the item that was first in view when the visitor left (saved per
 * history entry in ui/scroll-memory). By index, because unmeasured rows only have estimated
 * heights, so a saved pixel offset would land on other rows.
 */
function useAnchorMemory(
  virtualizer: Virtualizer<Window, Element>,
  columns: number,
  ready: boolean,
  saved: ListPosition | null,
  list: RefObject<HTMLElement | null>,
): void {
  const restored = useRef(false);

  useLayoutEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    if (saved?.anchor === undefined) return;
    const rowStart = virtualizer.getOffsetForIndex(
      Math.floor(saved.anchor / columns),
      'start',
    )?.[0];
    if (rowStart === undefined) return;
    // Measured from where the list is now: the scroll margin may still be a remembered one, and
    // the page above the list may have changed since (an opened news item closed above it).
    const listTop = list.current
      ? list.current.getBoundingClientRect().top + window.scrollY
      : virtualizer.options.scrollMargin;
    // The window, not virtualizer.scrollToOffset: that one stops at the list's end, short of
    // the footer below it where the visitor may have been.
    window.scrollTo(
      0,
      Math.max(0, rowStart - virtualizer.options.scrollMargin + listTop + (saved.offset ?? 0)),
    );
  });

  // Saved as each navigation starts (the Navigation API's navigate event, which also gives the
  // entry keys; without it nothing is remembered), while the page and the history entry are still
  // this list's. Noted after commits instead, a link followed in the same frame as a scroll came
  // before the commit that would have noted it (Tab to a card, then Enter: the list came back at
  // the top), and a commit whose effects ran after the address had changed noted the list's place
  // under the next page's entry.
  const save = useEffectEvent((): void => {
    const entry = historyEntryKey();
    if (!restored.current || entry === null) return;
    const scrolled = window.scrollY;
    const top = virtualizer.getVirtualItemForOffset(scrolled);
    rememberListPosition(entry, {
      anchor: top ? top.index * columns : 0,
      offset: scrolled - (top?.start ?? virtualizer.options.scrollMargin),
      rows: {
        columns,
        measured: virtualizer.measurementsCache.slice(0, virtualizer.options.count),
      },
    });
  });
  useEffect(() => onNavigationStart(() => save()), []);
}
