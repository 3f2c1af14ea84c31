/** Airdrop campaign with its team, project links and task list. */
import * as v from 'valibot';

import {
  count,
  gallery,
  httpUrl,
  id,
  imageRef,
  isoDate,
  longText,
  optionalUrl,
  projectLinks,
  requiredText,
  routeId,
  shortText,
  textList,
} from './common';
import { REPEATS } from './tracking';

export const airdropSchema = v.object({
  id: routeId,
  name: requiredText,
  description: longText,
  /** A dollar range as text, e.g. "$100-$700". */
  value: requiredText,
  endDate: isoDate,
  participants: count,
  requirements: textList,
  image: imageRef,
  gallery,
  team: v.pipe(
    v.array(
      v.object({
        name: requiredText,
        role: shortText,
        avatar: imageRef,
        links: v.optional(
          v.object({ twitter: optionalUrl, github: optionalUrl, website: optionalUrl }),
          {},
        ),
      }),
    ),
    v.maxLength(100),
  ),
  links: projectLinks,
  tasks: v.pipe(
    v.array(
      v.object({
        id,
        description: requiredText,
        /** May be empty: a task without a link. */
        link: v.union([v.literal(''), httpUrl], 'must be an http(s) URL or empty'),
        /** A task done again every day or week ("check in daily"): the tracker ticks it per period. */
        repeat: v.optional(v.picklist(REPEATS, 'must be daily or weekly')),
      }),
    ),
    v.maxLength(200),
  ),
});

export type Airdrop = v.InferOutput<typeof airdropSchema>;
