import { use, useId, useState } from 'react';

import type { Course } from '../../schemas/course';
import { isDone } from '../../tracking/progress';
import { StepTrackingContext } from '../../tracking/StepChecks';
import { stepsOf } from '../../tracking/trackable';
import { ExternalLink } from '../../ui/ExternalLink';
import { Markdown } from '../../ui/Markdown';

/**
 * Lessons as an accordion: each title a heading holding the button that opens it (WAI-ARIA's
 * accordion pattern), so navigating by heading reaches every lesson; a `<summary>` takes its
 * children's roles away. A lesson's markdown is rendered only once it has been opened, so a long
 * course does not sanitise every lesson up front. A lesson ticked in "Your lessons" (the tracker's
 * checklist) shows a tick in place of its number.
 */
export function LessonList({ course }: { course: Course }) {
  const lessons = course.lessons_content;
  // The course's checklist, one step per lesson in the same order.
  const steps = stepsOf('academy', course);
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [rendered, setRendered] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tracking = use(StepTrackingContext);
  const baseId = useId();
  if (lessons.length === 0) return <p className="muted text-sm">Lessons are being written.</p>;
  const toggle = (index: number) => {
    const next = new Set(open);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setOpen(next);
    if (!rendered.has(index)) setRendered(new Set(rendered).add(index));
  };
  return (
    <ol className="flex flex-col gap-3">
      {lessons.map((lesson, index) => {
        const step = steps[index];
        const done = tracking !== null && step !== undefined && isDone(step, tracking.checked);
        const isOpen = open.has(index);
        const id = `${baseId}-${index}`;
        return (
          <li
            key={`${index}-${lesson.title}`}
            className={`rounded-xl border bg-ink-800 ${isOpen ? 'border-brand/40' : 'border-ink-600'}`}
          >
            <h3>
              <button
                type="button"
                id={`${id}-button`}
                aria-expanded={isOpen}
                aria-controls={`${id}-panel`}
                aria-describedby={lesson.description ? `${id}-description` : undefined}
                onClick={() => toggle(index)}
                className="flex w-full cursor-pointer items-start gap-3 rounded-xl p-4 text-left hover:bg-ink-700 focus-visible:outline-2 focus-visible:outline-brand"
              >
                {/* A screen reader hears the number either way, then the title, then "(done)". */}
                <span
                  className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-bullish/15 text-bullish' : 'bg-brand/15 text-brand'}`}
                >
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
                  {/* Heard as the button's description, not as part of the heading's name. */}
                  {lesson.description && (
                    <span
                      id={`${id}-description`}
                      aria-hidden="true"
                      className="mt-0.5 block text-sm font-normal text-text-muted"
                    >
                      {lesson.description}
                    </span>
                  )}
                </span>
                <span
                  aria-hidden="true"
                  className={`mt-1 text-text-faint transition ${isOpen ? 'rotate-180' : ''}`}
                >
                  ▾
                </span>
              </button>
            </h3>
            <div
              id={`${id}-panel`}
              hidden={!isOpen}
              className="border-t border-ink-600 px-4 pb-5 pt-4"
            >
              {lesson.video ? (
                <ExternalLink
                  href={lesson.video}
                  className="btn-outline mb-4"
                  label={`Watch the video for ${lesson.title}`}
                >
                  ▶ Watch the video
                </ExternalLink>
              ) : (
                <p className="mb-4 text-xs text-text-faint">This lesson has no video.</p>
              )}
              {rendered.has(index) && (
                <Markdown source={lesson.content} topLevel={4} className="max-w-3xl" />
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
