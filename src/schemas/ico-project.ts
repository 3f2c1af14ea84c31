/** ICO (token sale) listing. Money amounts are US dollars. */
import * as v from 'valibot';

import {
  amount,
  gallery,
  imageRef,
  isoDate,
  longText,
  optionalUrl,
  percent,
  requiredText,
  roadmap,
  routeId,
  team,
  textList,
} from './common';

/**
 * The spec shows live and upcoming; ended completes the life cycle. In the order a sale goes
 * through them, as NFT_STATUSES: the Status filters of /nft and /ico read alike.
 */
export const ICO_STATUSES = ['upcoming', 'live', 'ended'] as const;

export const tokenDistribution = v.object({
  publicSale: percent,
  team: percent,
  marketing: percent,
  ecosystem: percent,
  reserve: percent,
});

export const icoProjectSchema = v.object({
  id: routeId,
  name: requiredText,
  description: longText,
  longDescription: longText,
  image: imageRef,
  gallery,
  saleDate: isoDate,
  /** Token price in dollars. */
  price: amount,
  hardCap: amount,
  raised: amount,
  category: requiredText,
  status: v.picklist(ICO_STATUSES, `must be one of ${ICO_STATUSES.join(', ')}`),
  blockchain: requiredText,
  links: v.object({
    website: optionalUrl,
    twitter: optionalUrl,
    telegram: optionalUrl,
    whitepaper: optionalUrl,
  }),
  tokenomics: v.object({
    totalSupply: amount,
    initialMarketCap: amount,
    tokenDistribution: v.pipe(
      tokenDistribution,
      v.check(
        (d) => Math.abs(d.publicSale + d.team + d.marketing + d.ecosystem + d.reserve - 100) < 0.01,
        'shares must add up to 100',
      ),
    ),
    vestingSchedule: longText,
  }),
  team,
  roadmap,
  partners: textList,
  features: textList,
});

export type IcoProject = v.InferOutput<typeof icoProjectSchema>;
export type TokenDistribution = v.InferOutput<typeof tokenDistribution>;
