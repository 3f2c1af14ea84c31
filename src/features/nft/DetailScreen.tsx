import { formatChainAmount } from '../../lib/chain-currency';
import { formatNumber } from '../../lib/format';
import { BulletList, DetailSection, startStat, StatGrid } from '../../ui/DetailParts';
import { Gallery } from '../../ui/Gallery';
import { ProjectBadges, ProjectHero, RoadmapAndTeam } from '../../ui/ProjectHero';
import { detailScreen } from '../kit/DetailShell';
import { TraitList } from './TraitList';

/** /nft/{id}: mint facts first, then the story, utility, traits, roadmap, team and gallery. */
export const DetailScreen = detailScreen(
  'nftProjects',
  { titleOf: (project) => project.name },
  ({ record: project }) => {
    return (
      <>
        <ProjectHero
          image={project.image}
          name={project.name}
          description={project.description}
          badges={<ProjectBadges project={project} />}
          links={[
            ['Website', project.links.website],
            ['X', project.links.twitter],
            ['Discord', project.links.discord],
          ]}
        />
        <StatGrid
          className="mt-4 sm:!grid-cols-4"
          items={[
            startStat('Mint', project.mintDate, project.status),
            {
              label: 'Mint price',
              value: formatChainAmount(project.mintPrice, project.blockchain),
            },
            { label: 'Supply', value: formatNumber(project.totalSupply) },
            { label: 'Category', value: project.category },
            { label: 'Chain', value: project.blockchain },
          ]}
        />
        <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex min-w-0 flex-col gap-4">
            <DetailSection id="nft-about" title="About the project">
              <p className="whitespace-pre-line text-text/90">
                {project.longDescription || project.description}
              </p>
            </DetailSection>
            <RoadmapAndTeam idPrefix="nft" project={project} />
          </div>
          <div className="flex min-w-0 flex-col gap-4">
            <DetailSection id="nft-utility" title="Utility">
              <BulletList items={project.utility} empty="No utility announced." />
            </DetailSection>
            <DetailSection id="nft-traits" title="Traits">
              <TraitList traits={project.traits} />
            </DetailSection>
            <DetailSection id="nft-gallery" title="Gallery">
              <Gallery images={project.gallery} name={project.name} shape="square" />
            </DetailSection>
          </div>
        </div>
      </>
    );
  },
);
