/** Academy course, addressed by slug; lesson `content` is markdown. */
import * as v from 'valibot';

import {
  articleText,
  count,
  httpUrl,
  id,
  imageRef,
  longText,
  requiredText,
  shortText,
} from './common';

export const slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens'),
  v.maxLength(200),
);

export const courseSchema = v.object({
  id,
  slug,
  title: requiredText,
  description: longText,
  image: imageRef,
  duration: shortText,
  lessons: count,
  students: count,
  lessons_content: v.pipe(
    v.array(
      v.object({
        title: requiredText,
        description: longText,
        /** A video URL, or empty when the lesson has none. */
        video: v.union([v.literal(''), httpUrl]),
        content: articleText,
      }),
    ),
    v.maxLength(500),
  ),
  resources: v.pipe(v.array(v.object({ title: requiredText, url: httpUrl })), v.maxLength(200)),
});

export type Course = v.InferOutput<typeof courseSchema>;

/**
 * How many lessons a course has: the lessons it lists, or its stated `lessons` count while it lists
 * none. An admin's or a backup's count can disagree with the list; the page shows and checks off the
 * list, so a card saying "8 lessons" over three checkboxes would be wrong.
 */
export function lessonCount(course: Pick<Course, 'lessons' | 'lessons_content'>): number {
  return course.lessons_content.length > 0 ? course.lessons_content.length : course.lessons;
}

/** "1 lesson", "3 lessons". */
export function lessonCountText(course: Pick<Course, 'lessons' | 'lessons_content'>): string {
  const count = lessonCount(course);
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`;
}
