/** Link directory entry; every social value may be null. */
import * as v from 'valibot';

import { httpUrl, id, imageRef, longText, optionalUrl, requiredText } from './common';

export const LINK_CATEGORIES = [
  'exchanges',
  'wallets',
  'dapps',
  'marketplaces',
  'hardware_wallets',
  'tools',
] as const;

export const linkSchema = v.object({
  id,
  name: requiredText,
  description: longText,
  url: httpUrl,
  icon: imageRef,
  category: v.picklist(LINK_CATEGORIES, `must be one of ${LINK_CATEGORIES.join(', ')}`),
  twitter: optionalUrl,
  discord: optionalUrl,
  telegram: optionalUrl,
  github: optionalUrl,
  whitepaper: optionalUrl,
});

export type Link = v.InferOutput<typeof linkSchema>;
export type LinkCategory = (typeof LINK_CATEGORIES)[number];
