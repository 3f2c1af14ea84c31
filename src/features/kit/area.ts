/**
 * A content area's list, described as data: what the collection is, which filters and sorts it
 * offers, how they become an index-backed query, and how its cards lay out. `areaListScreen`
 * (AreaList.tsx) turns a description into the screen.
 */
import type { ComponentType } from 'react';

import type { ListQuery } from '../../db/records/list-pages';
import { parseQuery } from '../../lib/url-query';
import type { RecordOf } from '../../schemas/registry';
import type { ContentCollection } from './content-paths';
import { type Controls, type ControlValues, querySpecOf } from './controls';
import type { ContentQuery } from './useContentList';

export interface EmptyText<F extends Controls> {
  title: string;
  body?: string;
  /** A button that changes the filters, e.g. "Clear filters". */
  reset?: { label: string; to: Partial<ControlValues<F>> };
}

export interface AreaList<C extends ContentCollection, F extends Controls> {
  collection: C;
  /** One line under the heading saying what the list is. */
  intro: string;
  /** The filter bar's accessible name, e.g. "Filter signals". */
  filterLabel: string;
  /** The list's accessible name, e.g. "Signals". */
  listLabel: string;
  controls: F;
  /** The query for the current values; `now` is the time the list opened (ISO). */
  query: (values: ControlValues<F>, now: string) => ContentQuery<C>;
  pageSize: number;
  Card: ComponentType<{ record: RecordOf<C> }>;
  grid: { estimateRowHeight: number; minColumnWidth: number; maxColumns: number };
  /** What an empty list says, given the values and whether they are the defaults. */
  empty: (values: ControlValues<F>, isDefault: boolean) => EmptyText<F>;
  /** A filter checked in memory can leave the first pages empty: keep reading before saying so. */
  sparse?: boolean;
}

/** Declares an area's list; the identity function that lets TypeScript check it whole. */
export function defineAreaList<C extends ContentCollection, const F extends Controls>(
  area: AreaList<C, F>,
): AreaList<C, F> {
  return area;
}

/** The whole list query a URL's query string gives (pure: the screen, tests and a preload share it). */
export function areaQueryFor<C extends ContentCollection, F extends Controls>(
  area: AreaList<C, F>,
  search: string,
  now: string,
): Omit<ListQuery<C>, 'cursor'> {
  return {
    ...area.query(parseQuery(search, querySpecOf(area.controls)), now),
    pageSize: area.pageSize,
  };
}
