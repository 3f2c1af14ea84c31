/** The academy list's URL state: the sort order. */
import { param } from '../../lib/url-query';

export const COURSE_SORTS = {
  popular: { label: 'Most students', sortBy: 'students', direction: 'desc' },
  title: { label: 'Title A–Z', sortBy: 'title', direction: 'asc' },
} as const;

export const ACADEMY_QUERY = { sort: param(['popular', 'title'], 'popular') };
