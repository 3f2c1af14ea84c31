import { formatCompact, formatMoney } from '../../lib/format';
import { BulletList, DetailSection, startStat, StatGrid } from '../../ui/DetailParts';
import { Gallery } from '../../ui/Gallery';
import { ProjectBadges, ProjectHero, RoadmapAndTeam } from '../../ui/ProjectHero';
import { detailScreen } from '../kit/DetailShell';
import { formatTokenPrice, tokenSymbol } from './ico-format';
import { SaleProgress } from './SaleProgress';
import { TokenDonut } from './TokenDonut';

/** /ico/{id}: the sale in numbers, tokenomics as a chart, then vesting, team, roadmap, partners. */
export const DetailScreen = detailScreen(
  'icoProjects',
  { titleOf: (project) => project.name },
  ({ record: project }) => {
    const symbol = tokenSymbol(project.name);
    const { tokenomics } = project;
    return (
      <>
        <ProjectHero
          imageShape="wide"
          image={project.image}
          name={project.name}
          description={project.description}
          badges={<ProjectBadges project={project} />}
          links={[
            ['Website', project.links.website],
            ['X', project.links.twitter],
            ['Telegram', project.links.telegram],
            ['Whitepaper', project.links.whitepaper],
          ]}
        />
        <section aria-labelledby="ico-sale" className="card mt-4">
          <h2 id="ico-sale" className="sr-only">
            Token sale
          </h2>
          <SaleProgress project={project} />
          <StatGrid
            className="mt-4 sm:!grid-cols-4"
            items={[
              startStat('Sale', project.saleDate, project.status),
              { label: 'Token price', value: formatTokenPrice(project.price) },
              { label: 'Hard cap', value: formatMoney(project.hardCap, { compact: true }) },
              { label: 'Category', value: project.category },
              { label: 'Chain', value: project.blockchain },
            ]}
          />
        </section>
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <DetailSection id="ico-about" title="About the project">
              <p className="whitespace-pre-line text-text/90">
                {project.longDescription || project.description}
              </p>
            </DetailSection>
            <DetailSection id="ico-tokenomics" title="Tokenomics">
              <StatGrid
                className="mb-5 !grid-cols-2"
                items={[
                  {
                    label: 'Total supply',
                    value: `${formatCompact(tokenomics.totalSupply)} ${symbol}`,
                  },
                  {
                    label: 'Initial market cap',
                    value: formatMoney(tokenomics.initialMarketCap, { compact: true }),
                  },
                ]}
              />
              <TokenDonut
                distribution={tokenomics.tokenDistribution}
                totalSupply={tokenomics.totalSupply}
                symbol={symbol}
              />
              <h3 className="mt-5 font-semibold">Vesting schedule</h3>
              <p className="mt-1 whitespace-pre-line text-sm text-text-muted">
                {tokenomics.vestingSchedule || 'Not published.'}
              </p>
            </DetailSection>
            <RoadmapAndTeam idPrefix="ico" project={project} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <DetailSection id="ico-features" title="Features">
              <BulletList items={project.features} empty="No features listed." />
            </DetailSection>
            <DetailSection id="ico-partners" title="Partners">
              {project.partners.length === 0 ? (
                <p className="muted text-sm">No partners announced.</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {project.partners.map((partner) => (
                    <li key={partner} className="badge-neutral px-3 py-1 text-sm font-medium">
                      {partner}
                    </li>
                  ))}
                </ul>
              )}
            </DetailSection>
            <DetailSection id="ico-gallery" title="Gallery">
              <Gallery images={project.gallery} name={project.name} shape="wide" />
            </DetailSection>
          </div>
        </div>
      </>
    );
  },
);
