import { formatNumber } from '../../lib/format';
import { StepList } from '../../tracking/StepChecks';
import { requirementSteps } from '../../tracking/trackable';
import { DetailHero } from '../../ui/DetailHero';
import { DetailSection, endStat, StatGrid } from '../../ui/DetailParts';
import { detailScreen } from '../kit/DetailShell';
import { SpotsLeft, WhitelistStatus } from './WhitelistParts';

/** One whitelist: spots left and the deadline up top, then what it takes to get in. */
export const DetailScreen = detailScreen(
  'whitelists',
  { titleOf: (whitelist) => whitelist.projectName },
  ({ record: whitelist }) => {
    return (
      <>
        <DetailHero
          image={whitelist.image}
          imageAlt={`${whitelist.projectName} banner`}
          title={whitelist.projectName}
          badges={
            <>
              <span className="badge-brand">Whitelist</span>
              <WhitelistStatus whitelist={whitelist} />
            </>
          }
          description={whitelist.description}
          aside={
            <>
              <div className="stat">
                <SpotsLeft whitelist={whitelist} />
              </div>
              <StatGrid
                className="!grid-cols-2"
                items={[
                  { label: 'Total spots', value: formatNumber(whitelist.totalSpots) },
                  {
                    label: 'Taken',
                    value: formatNumber(whitelist.totalSpots - whitelist.remainingSpots),
                  },
                  endStat(whitelist.endDate),
                ]}
              />
            </>
          }
        />
        <div className="mt-4">
          <DetailSection id="whitelist-requirements" title="Requirements">
            <StepList
              steps={requirementSteps(whitelist.requirements)}
              empty="No requirements are listed."
            />
          </DetailSection>
        </div>
      </>
    );
  },
);
