import type { ScreenProps } from '../../app/routes';
import { useScrollToTop } from '../../ui/useScrollToTop';
import { EmptyState } from '../../ui/EmptyState';
import { FilterBar, SortSelect } from '../../ui/FilterBar';
import { useQueryState } from '../../ui/useQueryState';
import { VirtualList } from '../../ui/VirtualList';
import { ACADEMY_QUERY, COURSE_SORTS } from './academy-query';
import { CourseCard } from './CourseCard';
import { useCourseList } from './useCourseList';

const SORT_OPTIONS = (Object.keys(COURSE_SORTS) as (keyof typeof COURSE_SORTS)[]).map((value) => ({ value, label: COURSE_SORTS[value].label }));

/** /academy: the courses, most popular first (sort kept in the URL). */
export function ListScreen(_props: ScreenProps) {
  // A list opens at its top; VirtualList restores the position itself on Back.
  useScrollToTop('academy');
  const [query, setQuery] = useQueryState(ACADEMY_QUERY);
  const list = useCourseList(query.sort);
  return (
    <main className="page">
      <h1 className="heading">Academy</h1>
      <p className="muted mt-1 text-sm">Free courses from crypto basics to smart contracts, each with short lessons, videos and further reading.</p>
      <div className="mt-5 mb-6">
        <FilterBar label="Course order">
          <SortSelect value={query.sort} options={SORT_OPTIONS} onChange={(sort) => setQuery({ sort })} />
        </FilterBar>
      </div>
      <VirtualList
        items={list.rows}
        getKey={(course) => course.id}
        renderItem={(course) => <CourseCard course={course} />}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onLoadMore={list.loadMore}
        label="Courses"
        estimateRowHeight={360}
        minColumnWidth={280}
        maxColumns={4}
        empty={<EmptyState title="No courses yet">Courses will appear here once they are published.</EmptyState>}
      />
    </main>
  );
}
