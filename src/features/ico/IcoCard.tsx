import { formatMoney } from '../../lib/format';
import type { IcoProject } from '../../schemas/ico-project';
import { CardTitleLink } from '../../ui/CardTitleLink';
import { DateText } from '../../ui/DateText';
import { Picture } from '../../ui/Picture';
import { StatusBadge } from '../../ui/ProjectHero';
import { detailPath } from '../kit/content-paths';
import { formatTokenPrice } from './ico-format';
import { SaleProgress } from './SaleProgress';

export function IcoCard({ project }: { project: IcoProject }) {
  return (
    <div className="card-link flex h-full flex-col">
      {/* Right padding: room for the Watch toggle the list lays over the card (kit/AreaList). */}
      <div className="flex items-center gap-3 pr-24">
        <Picture
          src={project.image}
          alt=""
          loading="lazy"
          className="h-12 w-12 shrink-0 rounded-xl bg-ink-700 object-cover"
        />
        <div className="min-w-0">
          <h2 dir="auto" className="line-clamp-2 font-semibold text-text">
            <CardTitleLink href={detailPath('icoProjects', project)} title={project.name} />
          </h2>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <StatusBadge status={project.status} />
            <span className="badge-brand">{project.category}</span>
          </div>
        </div>
      </div>
      <p className="mt-3 line-clamp-2 flex-1 text-sm text-text-muted">{project.description}</p>
      <div className="mt-4">
        <SaleProgress project={project} />
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
        <div>
          <dt className="text-text-faint">Sale</dt>
          <dd className="font-medium text-text">
            <DateText value={project.saleDate} />
          </dd>
        </div>
        <div>
          <dt className="text-text-faint">Price</dt>
          <dd className="font-medium text-text">{formatTokenPrice(project.price)}</dd>
        </div>
        <div>
          <dt className="text-text-faint">Hard cap</dt>
          <dd className="font-medium text-text">
            {formatMoney(project.hardCap, { compact: true })}
          </dd>
        </div>
      </dl>
    </div>
  );
}
