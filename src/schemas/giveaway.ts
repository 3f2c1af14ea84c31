/** Giveaway hosted on X/Twitter. */
import * as v from 'valibot';

import {
  count,
  httpUrl,
  imageRef,
  isoDate,
  longText,
  optionalUrl,
  requiredText,
  routeId,
  textList,
} from './common';

export const GIVEAWAY_STATUSES = ['active', 'ended'] as const;
export const GIVEAWAY_CATEGORIES = ['nft', 'coin', 'gaming'] as const;

export const giveawaySchema = v.object({
  id: routeId,
  title: requiredText,
  description: longText,
  prize: requiredText,
  endDate: isoDate,
  participants: count,
  requirements: textList,
  status: v.picklist(GIVEAWAY_STATUSES, 'must be active or ended'),
  category: v.picklist(GIVEAWAY_CATEGORIES, 'must be nft, coin or gaming'),
  image: imageRef,
  host: v.object({ name: requiredText, twitter: optionalUrl, avatar: imageRef }),
  tweetLink: httpUrl,
});

export type Giveaway = v.InferOutput<typeof giveawaySchema>;
