/** The academy list: the courses, most popular first, by the `students` or `title` index. */
import { defineAreaList } from '../kit/area';
import { control } from '../kit/controls';
import { CourseCard } from './CourseCard';

export const courseList = defineAreaList({
  collection: 'academy',
  intro:
    'Free courses from crypto basics to smart contracts, each with short lessons, videos and further reading.',
  filterLabel: 'Course order',
  listLabel: 'Courses',
  controls: {
    sort: control(
      'Sort by',
      [
        { value: 'popular', label: 'Most students' },
        { value: 'title', label: 'Title A–Z' },
      ],
      'popular',
      'select',
    ),
  },
  query: (values) =>
    values.sort === 'popular'
      ? { collection: 'academy', sortBy: 'students', direction: 'desc' }
      : { collection: 'academy', sortBy: 'title', direction: 'asc' },
  pageSize: 24,
  Card: ({ record }) => <CourseCard course={record} />,
  grid: { estimateRowHeight: 360, minColumnWidth: 280, maxColumns: 4 },
  empty: () => ({
    title: 'No courses yet',
    body: 'Courses will appear here once they are published.',
  }),
});
