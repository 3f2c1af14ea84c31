import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import type { IcoProject } from '../../schemas/ico-project';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { icoListQuery, type IcoQueryValues } from './ico-query';

const PAGE = 24;

export function useIcoList(values: IcoQueryValues): PagedList<IcoProject> {
  return usePagedList(`ico:${values.status}:${values.sort}`, (limit) => readListWindow(appDb, icoListQuery(values, PAGE), limit), PAGE);
}
