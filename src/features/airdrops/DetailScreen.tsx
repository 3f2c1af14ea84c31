import { formatNumber } from '../../lib/format';
import { DetailHero } from '../../ui/DetailHero';
import { BulletList, DetailSection, endStat, StatGrid } from '../../ui/DetailParts';
import { LinkRow } from '../../ui/ExternalLink';
import { Gallery } from '../../ui/Gallery';
import { detailScreen } from '../kit/DetailShell';
import { AirdropTeam, TaskList } from './AirdropParts';

/** One airdrop: its worth and deadline up top, then what to do, the project and its team. */
export const DetailScreen = detailScreen(
  'airdrops',
  { titleOf: (airdrop) => airdrop.name },
  ({ record: airdrop }) => {
    const { links } = airdrop;
    return (
      <>
        <DetailHero
          image={airdrop.image}
          imageAlt={`${airdrop.name} banner`}
          title={airdrop.name}
          badges={<span className="badge-brand">Airdrop</span>}
          description={airdrop.description}
          aside={
            <>
              <StatGrid
                className="!grid-cols-2"
                items={[
                  {
                    label: 'Estimated value',
                    value: <span className="text-bullish">{airdrop.value}</span>,
                  },
                  { label: 'Participants', value: formatNumber(airdrop.participants) },
                  endStat(airdrop.endDate),
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
        <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_26rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <DetailSection id="airdrop-tasks" title={`Tasks (${airdrop.tasks.length})`}>
              <TaskList tasks={airdrop.tasks} />
            </DetailSection>
            <DetailSection id="airdrop-requirements" title="Requirements">
              <BulletList items={airdrop.requirements} empty="No requirements are listed." />
            </DetailSection>
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <DetailSection id="airdrop-team" title="Team">
              <AirdropTeam team={airdrop.team} />
            </DetailSection>
            <DetailSection id="airdrop-gallery" title="Gallery">
              <Gallery images={airdrop.gallery} name={airdrop.name} shape="wide" />
            </DetailSection>
          </div>
        </div>
      </>
    );
  },
);
