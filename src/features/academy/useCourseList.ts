import { appDb } from '../../db/app-db';
import { readListWindow } from '../../db/list-queries';
import type { Course } from '../../schemas/course';
import { usePagedList, type PagedList } from '../../ui/usePagedList';
import { COURSE_SORTS } from './academy-query';

const PAGE = 24;

/** Courses by the `students` or `title` index, a page at a time. */
export function useCourseList(sort: keyof typeof COURSE_SORTS): PagedList<Course> {
  const { sortBy, direction } = COURSE_SORTS[sort];
  return usePagedList(`academy:${sort}`, (limit) => readListWindow(appDb, { collection: 'academy', sortBy, direction, pageSize: PAGE }, limit), PAGE);
}
