/** Academy course, addressed by slug; lesson `content` is markdown (spec §3). */
import * as v from 'valibot';
import { articleText, count, httpUrl, id, imageRef, longText, requiredText, shortText } from './common';

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
