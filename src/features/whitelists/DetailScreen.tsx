import type { ScreenProps } from '../../app/routes';
import { formatDate, formatNumber } from '../../lib/format';
import { Countdown } from '../../ui/Countdown';
import { DetailHero } from '../../ui/DetailHero';
import { BackLink, BulletList, DetailSection, StatGrid } from '../../ui/DetailParts';
import { NotFoundState } from '../../ui/NotFoundState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useScrollToTop } from '../../ui/useScrollToTop';
import { useWhitelist } from './useWhitelists';
import { SpotsLeft, WhitelistStatus } from './WhitelistParts';

/** One whitelist: spots left and the deadline up top, then what it takes to get in. */
export function DetailScreen({ params }: ScreenProps) {
  const whitelist = useWhitelist(params.id ?? '');
  useDocumentTitle(whitelist?.projectName);
  useScrollToTop(params.id);

  if (whitelist === undefined) return <Spinner size="lg" className="min-h-[50vh]" />;
  if (whitelist === null) return <NotFoundState what="Whitelist" backHref="/whitelists" backLabel="Back to whitelists" />;

  return (
    <main className="page">
      <BackLink href="/whitelists">All whitelists</BackLink>
      <DetailHero
        image={whitelist.image}
        imageAlt={`${whitelist.projectName} banner`}
        title={whitelist.projectName}
        badges={
          <>
            <span className="badge-brand">Whitelist</span>
            <WhitelistStatus status={whitelist.status} />
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
                { label: 'Taken', value: formatNumber(whitelist.totalSpots - whitelist.remainingSpots) },
                { label: 'Ends', value: <time dateTime={whitelist.endDate}>{formatDate(whitelist.endDate)}</time> },
                { label: 'Time left', value: <Countdown end={whitelist.endDate} /> },
              ]}
            />
          </>
        }
      />
      <div className="mt-4">
        <DetailSection id="whitelist-requirements" title="Requirements">
          <BulletList items={whitelist.requirements} empty="No requirements are listed." />
        </DetailSection>
      </div>
    </main>
  );
}
