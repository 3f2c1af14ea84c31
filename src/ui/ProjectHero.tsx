import type { ReactNode } from 'react';

import { DetailSection } from './DetailParts';
import { LinkRow } from './ExternalLink';
import { Picture } from './Picture';
import { type RoadmapEntry, RoadmapList } from './RoadmapList';
import { TeamGrid, type TeamPerson } from './TeamGrid';

/** The top of a project page (NFT, ICO): image, name, badges, one-line pitch and its links. */
export function ProjectHero({
  image,
  name,
  badges,
  description,
  links,
  imageShape = 'square',
}: {
  image: string;
  /** NFT art is square; token-sale banners are 16:9 with the name drawn in. */
  imageShape?: 'square' | 'wide';
  name: string;
  badges: ReactNode;
  description: string;
  links: readonly (readonly [string, string | null | undefined])[];
}) {
  return (
    <header className="relative overflow-hidden rounded-2xl border border-ink-600 bg-gradient-to-br from-ink-800 via-ink-800 to-brand-violet/20 p-5 sm:p-8">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Picture
          src={image}
          alt={`${name} ${imageShape === 'wide' ? 'banner' : 'artwork'}`}
          className={`${imageShape === 'wide' ? 'aspect-video w-44 sm:w-56' : 'aspect-square w-24 sm:w-28'} shrink-0 rounded-2xl border border-ink-600 bg-ink-700 object-cover`}
        />
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">{badges}</div>
          <h1 dir="auto" className="mt-2 break-words text-3xl font-extrabold tracking-tight">
            {name}
          </h1>
          <p className="mt-2 max-w-3xl text-text-muted">{description}</p>
          <LinkRow className="mt-4" links={links} />
        </div>
      </div>
    </header>
  );
}

/** Status of a listing as a coloured badge with the word in it (never colour alone). */
export function StatusBadge({ status }: { status: string }) {
  const tone =
    status === 'live' ? 'badge-bullish' : status === 'upcoming' ? 'badge-warn' : 'badge-neutral';
  return <span className={`${tone} capitalize`}>{status}</span>;
}

/** A project's status, category and chain: the badges every NFT and ICO card and page leads with. */
export function ProjectBadges({
  project,
}: {
  project: { status: string; category: string; blockchain: string };
}) {
  return (
    <>
      <StatusBadge status={project.status} />
      <span className="badge-brand">{project.category}</span>
      <span className="badge-neutral">{project.blockchain}</span>
    </>
  );
}

/** The roadmap and the team: the two sections every NFT and ICO page has, in this order. */
export function RoadmapAndTeam({
  idPrefix,
  project,
}: {
  idPrefix: string;
  project: { roadmap: readonly RoadmapEntry[]; team: readonly TeamPerson[] };
}) {
  return (
    <>
      <DetailSection id={`${idPrefix}-roadmap`} title="Roadmap">
        <RoadmapList items={project.roadmap} />
      </DetailSection>
      <DetailSection id={`${idPrefix}-team`} title="Team">
        <TeamGrid team={project.team} />
      </DetailSection>
    </>
  );
}
