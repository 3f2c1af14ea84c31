/** Blog post, addressed by slug; `content` is markdown. */
import * as v from 'valibot';

import { articleText, imageRef, isoDate, longText, requiredText, textList } from './common';
import { slug } from './course';

export const blogPostSchema = v.object({
  /** Blog posts are the one collection with an integer id. */
  id: v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1, 'must be 1 or more')),
  title: requiredText,
  slug,
  summary: longText,
  content: articleText,
  author: v.object({ name: requiredText, avatar: imageRef, bio: longText }),
  category: requiredText,
  tags: textList,
  image: imageRef,
  publishedAt: isoDate,
  updatedAt: isoDate,
  /** Text such as "10 min read". */
  readTime: requiredText,
  featured: v.boolean(),
});

export type BlogPost = v.InferOutput<typeof blogPostSchema>;
