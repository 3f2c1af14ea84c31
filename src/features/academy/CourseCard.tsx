import { formatCompact } from '../../lib/format';
import { Link } from '../../lib/navigation';
import { type Course, lessonCountText } from '../../schemas/course';
import { Picture } from '../../ui/Picture';
import { detailPath } from '../kit/content-paths';

export function CourseCard({ course }: { course: Course }) {
  return (
    <div className="card-link flex h-full flex-col overflow-hidden !p-0">
      <Picture
        src={course.image}
        alt=""
        loading="lazy"
        className="aspect-[16/9] w-full bg-ink-700 object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h2 dir="auto" className="line-clamp-2 text-lg font-semibold text-text">
          <Link href={detailPath('academy', course)} className="card-title-link">
            {course.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-3 flex-1 text-sm text-text-muted">{course.description}</p>
        <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-text-faint">
          <span>{course.duration}</span>
          <span>{lessonCountText(course)}</span>
          <span>{formatCompact(course.students)} students</span>
        </p>
      </div>
    </div>
  );
}
