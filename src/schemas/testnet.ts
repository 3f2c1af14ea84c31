/** Incentivised testnet. */
import * as v from 'valibot';

import {
  count,
  imageRef,
  isoDate,
  longText,
  projectLinks,
  requiredText,
  routeId,
  shortText,
  textList,
} from './common';

export const TESTNET_STATUSES = ['Active', 'Coming Soon'] as const;

export const testnetSchema = v.object({
  id: routeId,
  name: requiredText,
  description: longText,
  rewards: shortText,
  endDate: isoDate,
  participants: count,
  requirements: textList,
  status: v.picklist(TESTNET_STATUSES, 'must be Active or Coming Soon'),
  image: imageRef,
  links: projectLinks,
});

export type Testnet = v.InferOutput<typeof testnetSchema>;
