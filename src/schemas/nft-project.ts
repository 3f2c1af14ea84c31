/** NFT project listing. `mintPrice` is in the chain's own currency. */
import * as v from 'valibot';

import {
  amount,
  count,
  gallery,
  imageRef,
  isoDate,
  longText,
  optionalUrl,
  requiredText,
  roadmap,
  routeId,
  team,
  textList,
} from './common';

export const NFT_CATEGORIES = ['PFP', 'Art', 'Gaming', 'Metaverse', 'Music'] as const;
/** The spec shows only "upcoming"; live and ended complete the life cycle. */
export const NFT_STATUSES = ['upcoming', 'live', 'ended'] as const;

export const nftProjectSchema = v.object({
  id: routeId,
  name: requiredText,
  description: longText,
  longDescription: longText,
  image: imageRef,
  gallery,
  mintDate: isoDate,
  mintPrice: amount,
  totalSupply: count,
  category: v.picklist(NFT_CATEGORIES, `must be one of ${NFT_CATEGORIES.join(', ')}`),
  status: v.picklist(NFT_STATUSES, `must be one of ${NFT_STATUSES.join(', ')}`),
  blockchain: requiredText,
  traits: v.pipe(v.array(v.object({ name: requiredText, count })), v.maxLength(500)),
  team,
  roadmap,
  links: v.object({ website: optionalUrl, twitter: optionalUrl, discord: optionalUrl }),
  utility: textList,
});

export type NftProject = v.InferOutput<typeof nftProjectSchema>;
