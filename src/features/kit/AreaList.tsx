import { useMemo, useState } from 'react';

import { appDb, readOnceFilled } from '../../db/connection/app-db';
import { readListWindow } from '../../db/records/list-pages';
import { parseQuery } from '../../lib/url-query';
import type { RecordOf } from '../../schemas/registry';
import { isTrackable, type TrackableCollection } from '../../schemas/tracking';
import { CardTracking } from '../../tracking/TrackingParts';
import { useListTracking } from '../../tracking/useTracking';
import { EmptyState } from '../../ui/EmptyState';
import { ResetButton } from '../../ui/FilterBar';
import { ListLayout } from '../../ui/ListLayout';
import { SparseEmpty } from '../../ui/SparseEmpty';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { type AreaList, areaQueryFor } from './area';
import { CONTENT_PATHS, type ContentCollection } from './content-paths';
import { type Controls, type ControlValues, querySpecOf } from './controls';
import { ControlsBar } from './ControlsBar';
import { preloadList } from './list-preload';
import { contentListKey, useContentList } from './useContentList';

/** Whether every filter (not the sort order) is at its default: the list is not narrowed. */
function unfiltered(controls: Controls, values: Readonly<Record<string, string>>): boolean {
  return Object.entries(controls).every(
    ([name, def]) => def.as === 'select' || values[name] === def.fallback,
  );
}

/** The list screen of a content area: heading, filters in the URL, the windowed cards, the empty state. */
export function areaListScreen<C extends ContentCollection, F extends Controls>(
  area: AreaList<C, F>,
) {
  const spec = querySpecOf(area.controls);
  const { Card } = area;
  const trackable = isTrackable(area.collection) ? area.collection : null;
  function ListScreen() {
    const [values, setValues] = useQueryState(spec);
    const current = values as ControlValues<F>;
    // "Live" means live when the list opened: a fixed instant keeps the query (and its key) stable.
    const [now] = useState(() => new Date().toISOString());
    const query = useMemo(() => area.query(current, now), [current, now]);
    const list = useContentList(current, query, area.pageSize);
    const tracking = useListTracking(trackable);
    const empty = area.empty(current, unfiltered(area.controls, current));
    const emptyState = (
      <EmptyState
        title={empty.title}
        action={
          empty.reset ? (
            <ResetButton onReset={() => setValues(empty.reset?.to ?? {})}>
              {empty.reset.label}
            </ResetButton>
          ) : undefined
        }
      >
        {empty.body}
      </EmptyState>
    );
    return (
      <ListLayout
        title={CONTENT_PATHS[area.collection].title}
        intro={area.intro}
        filters={
          <ControlsBar
            label={area.filterLabel}
            controls={area.controls}
            values={current}
            onChange={setValues}
          />
        }
      >
        <VirtualList
          label={area.listLabel}
          items={list.rows}
          getKey={(record) => record.id}
          renderItem={(record) =>
            // The toggle is laid over the card, above the area its title's link covers (uno.config, card-link).
            trackable ? (
              <div className="relative h-full">
                <Card record={record} />
                {/* The record is of `trackable`: it came from this area's list. */}
                <CardTracking
                  collection={trackable}
                  record={record as RecordOf<TrackableCollection>}
                  rows={tracking}
                />
              </div>
            ) : (
              <Card record={record} />
            )
          }
          hasMore={list.hasMore}
          loadingMore={list.loadingMore}
          onLoadMore={list.loadMore}
          {...area.grid}
          empty={
            area.sparse ? (
              <SparseEmpty key={JSON.stringify(current)} list={list}>
                {emptyState}
              </SparseEmpty>
            ) : (
              emptyState
            )
          }
        />
      </ListLayout>
    );
  }
  /** Reads the first page for the URL's query string, before the screen renders (main.tsx). */
  ListScreen.preloadData = (search: string): Promise<void> => {
    const query = areaQueryFor(area, search, new Date().toISOString());
    return preloadList(
      contentListKey(area.collection, parseQuery(search, spec)),
      readOnceFilled(area.collection, () => readListWindow(appDb, query, area.pageSize)),
    );
  };
  return ListScreen;
}
