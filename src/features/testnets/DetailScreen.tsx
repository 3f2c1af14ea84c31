import { formatNumber } from '../../lib/format';
import { StepList } from '../../tracking/StepChecks';
import { requirementSteps } from '../../tracking/trackable';
import { DetailHero } from '../../ui/DetailHero';
import { DetailSection, endStat, StatGrid } from '../../ui/DetailParts';
import { LinkRow } from '../../ui/ExternalLink';
import { detailScreen } from '../kit/DetailShell';
import { TestnetStatus, TestnetStatusText } from './TestnetStatus';

/** One testnet: rewards, status and time left up top, then requirements and links. */
export const DetailScreen = detailScreen(
  'testnets',
  { titleOf: (testnet) => testnet.name },
  ({ record: testnet }) => {
    const { links } = testnet;
    return (
      <>
        <DetailHero
          image={testnet.image}
          imageAlt={`${testnet.name} banner`}
          title={testnet.name}
          badges={
            <>
              <span className="badge-brand">Testnet</span>
              <TestnetStatus status={testnet.status} endDate={testnet.endDate} />
            </>
          }
          description={testnet.description}
          aside={
            <>
              <div className="stat">
                <p className="stat-label">Rewards</p>
                <p className="stat-value text-bullish">{testnet.rewards || 'Not announced'}</p>
              </div>
              <StatGrid
                className="!grid-cols-2"
                items={[
                  { label: 'Participants', value: formatNumber(testnet.participants) },
                  {
                    label: 'Status',
                    value: <TestnetStatusText status={testnet.status} endDate={testnet.endDate} />,
                  },
                  endStat(testnet.endDate),
                ]}
              />
              <LinkRow
                links={[
                  ['Website', links.website],
                  ['X', links.twitter],
                  ['Discord', links.discord],
                  ['Telegram', links.telegram],
                ]}
              />
            </>
          }
        />
        <div className="mt-4">
          <DetailSection id="testnet-requirements" title="Requirements">
            <StepList
              steps={requirementSteps(testnet.requirements)}
              empty="No requirements are listed."
            />
          </DetailSection>
        </div>
      </>
    );
  },
);
