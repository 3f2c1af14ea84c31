/** News item; `content` is markdown. */
import * as v from 'valibot';

import {
  articleText,
  httpUrl,
  imageRef,
  isoDate,
  longText,
  requiredText,
  routeId,
  shortText,
} from './common';

export const NEWS_ECOSYSTEMS = [
  'ethereum',
  'bitcoin',
  'solana',
  'arbitrum',
  'optimism',
  'polygon',
] as const;

export const newsSchema = v.object({
  id: routeId,
  title: requiredText,
  summary: longText,
  content: articleText,
  url: httpUrl,
  image: imageRef,
  source: shortText,
  date: isoDate,
  ecosystem: v.picklist(NEWS_ECOSYSTEMS, `must be one of ${NEWS_ECOSYSTEMS.join(', ')}`),
});

export type News = v.InferOutput<typeof newsSchema>;
