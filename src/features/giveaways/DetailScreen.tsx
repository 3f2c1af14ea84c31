import { formatNumber } from '../../lib/format';
import { endedByHand } from '../../schemas/status-rules';
import { StepList } from '../../tracking/StepChecks';
import { requirementSteps } from '../../tracking/trackable';
import { DetailHero } from '../../ui/DetailHero';
import { DetailSection, endStat, StatGrid } from '../../ui/DetailParts';
import { ExternalLink } from '../../ui/ExternalLink';
import { XIcon } from '../../ui/SocialIcons';
import { detailScreen } from '../kit/DetailShell';
import { CATEGORY_LABELS, CategoryBadge, GiveawayStatus, HostLine } from './GiveawayBadges';

/** One giveaway: prize and deadline up top, who hosts it, how to enter. */
export const DetailScreen = detailScreen(
  'giveaways',
  { titleOf: (giveaway) => giveaway.title },
  ({ record: giveaway }) => {
    return (
      <>
        <DetailHero
          image={giveaway.image}
          imageAlt={`${giveaway.title} banner`}
          title={giveaway.title}
          badges={
            <>
              <CategoryBadge category={giveaway.category} />
              <GiveawayStatus status={giveaway.status} endDate={giveaway.endDate} />
            </>
          }
          description={giveaway.description}
          aside={
            <>
              <div className="stat">
                <p className="stat-label">Prize</p>
                <p className="stat-value text-bullish">{giveaway.prize}</p>
              </div>
              <StatGrid
                className="!grid-cols-2"
                items={[
                  { label: 'Participants', value: formatNumber(giveaway.participants) },
                  { label: 'Category', value: CATEGORY_LABELS[giveaway.category] },
                  endStat(giveaway.endDate, endedByHand(giveaway)),
                ]}
              />
              <ExternalLink href={giveaway.tweetLink} className="btn-primary">
                <XIcon className="h-4 w-4" /> View the giveaway post
              </ExternalLink>
            </>
          }
        />
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          <DetailSection id="giveaway-requirements" title="How to enter">
            <StepList
              steps={requirementSteps(giveaway.requirements)}
              empty="No entry requirements are listed."
            />
          </DetailSection>
          <DetailSection id="giveaway-host" title="Host">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <HostLine host={giveaway.host} size="md" />
              {giveaway.host.twitter && (
                <ExternalLink
                  href={giveaway.host.twitter}
                  className="btn-outline"
                  label={`Profile of ${giveaway.host.name} on X`}
                >
                  <XIcon className="h-4 w-4" /> Profile
                </ExternalLink>
              )}
            </div>
            <p className="mt-3 text-xs text-text-faint">
              Only enter through the host's own post. Never share a seed phrase or private key to
              claim a prize.
            </p>
          </DetailSection>
        </div>
      </>
    );
  },
);
