import { formatChainAmount } from '../../lib/chain-currency';
import { formatNumber } from '../../lib/format';
import type { NftProject } from '../../schemas/nft-project';
import { CardTitleLink } from '../../ui/CardTitleLink';
import { DateText } from '../../ui/DateText';
import { Picture } from '../../ui/Picture';
import { ProjectBadges } from '../../ui/ProjectHero';
import { detailPath } from '../kit/content-paths';

export function NftCard({ project }: { project: NftProject }) {
  return (
    <div className="card-link flex h-full flex-col overflow-hidden !p-0">
      <Picture
        src={project.image}
        alt=""
        loading="lazy"
        className="aspect-[16/9] w-full bg-ink-700 object-cover object-[center_35%]"
      />
      <div className="flex flex-1 flex-col p-4">
        <div className="flex flex-wrap gap-1.5">
          <ProjectBadges project={project} />
        </div>
        <h2 dir="auto" className="mt-2 truncate text-lg font-semibold text-text">
          <CardTitleLink href={detailPath('nftProjects', project)} title={project.name} />
        </h2>
        <p className="mt-1 line-clamp-2 flex-1 text-sm text-text-muted">{project.description}</p>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
          <div>
            <dt className="text-text-faint">Mint</dt>
            <dd className="font-medium text-text">
              <DateText value={project.mintDate} />
            </dd>
          </div>
          <div>
            <dt className="text-text-faint">Price</dt>
            <dd className="font-medium text-text">
              {formatChainAmount(project.mintPrice, project.blockchain)}
            </dd>
          </div>
          <div>
            <dt className="text-text-faint">Supply</dt>
            <dd className="font-medium text-text">{formatNumber(project.totalSupply)}</dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
