/** The ICO list's URL state: status filter and sort order, in the query string. */
import type { ListQuery } from '../../db/list-queries';
import { param, type QueryValues } from '../../lib/url-query';
import { ICO_STATUSES } from '../../schemas/ico-project';

export const ALL = 'all';

export const ICO_SORTS = {
  soonest: { label: 'Sale date, soonest first', sortBy: 'saleDate', direction: 'asc' },
  latest: { label: 'Sale date, latest first', sortBy: 'saleDate', direction: 'desc' },
  cap: { label: 'Hard cap, largest first', sortBy: 'hardCap', direction: 'desc' },
} as const;

export const ICO_QUERY = {
  status: param([ALL, ...ICO_STATUSES], ALL),
  sort: param(['soonest', 'latest', 'cap'], 'soonest'),
};

export type IcoQueryValues = QueryValues<typeof ICO_QUERY>;

/** `[status+saleDate]` and `[status+hardCap]` serve every combination without a scan. */
export function icoListQuery(values: IcoQueryValues, pageSize: number): Omit<ListQuery<'icoProjects'>, 'cursor'> {
  const sort = ICO_SORTS[values.sort];
  return { collection: 'icoProjects', sortBy: sort.sortBy, direction: sort.direction, equals: { status: values.status === ALL ? undefined : values.status }, pageSize };
}
