import { formatNumber } from '../../lib/format';
import { lessonCount } from '../../schemas/course';
import { DetailSection, StatGrid } from '../../ui/DetailParts';
import { ExternalLink } from '../../ui/ExternalLink';
import { Picture } from '../../ui/Picture';
import { detailScreen } from '../kit/DetailShell';
import { LessonList } from './LessonList';

/** /academy/{slug}: the course at a glance, its lessons (video link + markdown) and resources. */
export const DetailScreen = detailScreen(
  'academy',
  { titleOf: (course) => course.title },
  ({ record: course }) => {
    return (
      <>
        <header className="grid gap-6 overflow-hidden rounded-2xl border border-ink-600 bg-gradient-to-br from-ink-800 via-ink-800 to-brand-violet/20 p-5 sm:p-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0">
            <p className="badge-brand">Course</p>
            <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{course.title}</h1>
            <p className="mt-3 max-w-2xl text-text-muted">{course.description}</p>
            <StatGrid
              className="mt-5 max-w-xl"
              items={[
                { label: 'Duration', value: course.duration || '—' },
                { label: 'Lessons', value: formatNumber(lessonCount(course)) },
                { label: 'Students', value: formatNumber(course.students) },
              ]}
            />
          </div>
          <Picture
            src={course.image}
            alt={course.title}
            className="aspect-video w-full rounded-xl bg-ink-700 object-cover"
          />
        </header>
        <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <section aria-labelledby="course-lessons" className="min-w-0">
            <h2 id="course-lessons" className="section-title mb-3">
              Lessons
            </h2>
            <LessonList course={course} />
          </section>
          <DetailSection id="course-resources" title="Resources" className="lg:self-start">
            {course.resources.length === 0 ? (
              <p className="muted text-sm">No extra resources for this course.</p>
            ) : (
              // Each link is 44 px tall, so a finger finds it without the next one's area lying over it.
              <ul className="-my-3 text-sm">
                {course.resources.map((resource) => (
                  <li key={resource.url}>
                    <ExternalLink href={resource.url} className="ext-link py-3">
                      {resource.title}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
      </>
    );
  },
);
