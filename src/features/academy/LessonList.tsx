import { use, useState } from 'react';
import type { Course } from '../../schemas/course';
import { isDone } from '../kit/progress';
import { StepTrackingContext } from '../kit/StepChecks';
import { stepsOf } from '../kit/trackable';
import { ExternalLink } from '../../ui/ExternalLink';
import { Markdown } from '../../ui/Markdown';

/**
 * Lessons as an accordion of native `<details>` (keyboard and screen-reader support for free).
 * A lesson's markdown is rendered only once it has been opened, so a long course does not
 * sanitise every lesson up front. A lesson ticked in "Your lessons" (the tracker's checklist; a
 * `<summary>` cannot hold a checkbox of its own) shows a tick in place of its number.
 */
export function LessonList({ course }: { course: Course }) {
  const lessons = course.lessons_content;
  // The course's checklist, one step per lesson in the same order.
  const steps = stepsOf('academy', course);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tracking = use(StepTrackingContext);
  if (lessons.length === 0) return <p className="muted text-sm">Lessons are being written.</p>;
  return (
    <ol className="flex flex-col gap-3">
      {lessons.map((lesson, index) => {
        const step = steps[index];
        const done = tracking !== null && step !== undefined && isDone(step, tracking.checked);
        return (
          <li key={`${index}-${lesson.title}`}>
            <details
              open={index === 0}
              className="group rounded-xl border border-ink-600 bg-ink-800 open:border-brand/40"
              onToggle={(event) => {
                const isOpen = event.currentTarget.open;
                if (isOpen) setOpened((current) => (current.has(index) ? current : new Set(current).add(index)));
              }}
            >
              <summary className="flex cursor-pointer list-none items-start gap-3 rounded-xl p-4 hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                {/* A screen reader hears the number either way, then the title, then "(done)". */}
                <span className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-bullish/15 text-bullish' : 'bg-brand/15 text-brand'}`}>
                  {done ? (
                    <>
                      <span aria-hidden="true">✓</span>
                      <span className="sr-only">{index + 1}</span>
                    </>
                  ) : (
                    index + 1
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold">
                    {lesson.title}
                    {done && <span className="sr-only"> (done)</span>}
                  </span>
                  {lesson.description && <span className="mt-0.5 block text-sm text-text-muted">{lesson.description}</span>}
                </span>
                <span aria-hidden="true" className="mt-1 text-text-faint transition group-open:rotate-180">
                  ▾
                </span>
              </summary>
              <div className="border-t border-ink-600 px-4 pb-5 pt-4">
                {lesson.video ? (
                  <ExternalLink href={lesson.video} className="btn-outline mb-4" label={`Watch the video for ${lesson.title}`}>
                    ▶ Watch the video
                  </ExternalLink>
                ) : (
                  <p className="mb-4 text-xs text-text-faint">This lesson has no video.</p>
                )}
                {opened.has(index) && <Markdown source={lesson.content} topLevel={3} className="max-w-3xl" />}
              </div>
            </details>
          </li>
        );
      })}
    </ol>
  );
}
