import type { ScreenProps } from '../../app/routes';
import { formatDate, formatNumber } from '../../lib/format';
import { Countdown } from '../../ui/Countdown';
import { DetailHero } from '../../ui/DetailHero';
import { BackLink, BulletList, DetailSection, StatGrid } from '../../ui/DetailParts';
import { LinkRow } from '../../ui/ExternalLink';
import { NotFoundState } from '../../ui/NotFoundState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useScrollToTop } from '../../ui/useScrollToTop';
import { TestnetStatus } from './TestnetStatus';
import { useTestnet } from './useTestnets';

/** One testnet: rewards, status and time left up top, then requirements and links. */
export function DetailScreen({ params }: ScreenProps) {
  const testnet = useTestnet(params.id ?? '');
  useDocumentTitle(testnet?.name);
  useScrollToTop(params.id);

  if (testnet === undefined) return <Spinner size="lg" className="min-h-[50vh]" />;
  if (testnet === null) return <NotFoundState what="Testnet" backHref="/testnets" backLabel="Back to testnets" />;

  const { links } = testnet;
  return (
    <main className="page">
      <BackLink href="/testnets">All testnets</BackLink>
      <DetailHero
        image={testnet.image}
        imageAlt={`${testnet.name} banner`}
        title={testnet.name}
        badges={
          <>
            <span className="badge-brand">Testnet</span>
            <TestnetStatus status={testnet.status} />
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
                { label: 'Status', value: testnet.status },
                { label: 'Ends', value: <time dateTime={testnet.endDate}>{formatDate(testnet.endDate)}</time> },
                { label: 'Time left', value: <Countdown end={testnet.endDate} /> },
              ]}
            />
            <LinkRow links={[['Website', links.website], ['X', links.twitter], ['Discord', links.discord], ['Telegram', links.telegram]]} />
          </>
        }
      />
      <div className="mt-4">
        <DetailSection id="testnet-requirements" title="Requirements">
          <BulletList items={testnet.requirements} empty="No requirements are listed." />
        </DetailSection>
      </div>
    </main>
  );
}
