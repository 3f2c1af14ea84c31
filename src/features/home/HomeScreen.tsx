import { Link } from '../../lib/navigation';
import type { RecordOf } from '../../schemas/registry';
import { isTrackable, type TrackableCollection } from '../../schemas/tracking';
import { CardTracking } from '../../tracking/TrackingParts';
import { useListTracking } from '../../tracking/useTracking';
import { DotJoined } from '../../ui/DotJoined';
import { Picture } from '../../ui/Picture';
import { RecordCard } from '../../ui/RecordCard';
import { useRestoredPageScroll } from '../../ui/scroll-memory';
import { Spinner } from '../../ui/Spinner';
import { CONTENT_PATHS, type ContentCollection, detailPath } from '../kit/content-paths';
import { summarize } from '../kit/summary';
import { useHighlights } from './useHighlights';

/** A section's title, and a link to the whole list it shows a few of. */
function SectionHeading({ title, collection }: { title: string; collection: ContentCollection }) {
  const route = CONTENT_PATHS[collection];
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={`home-${collection}`} className="text-xl font-semibold">
        {title}
      </h2>
      <Link
        href={route.base}
        className="touch-target inline-flex min-h-6 shrink-0 items-center text-sm text-brand hover:underline"
        aria-label={`View all: ${route.title}`}
      >
        View all →
      </Link>
    </div>
  );
}

function Section<C extends ContentCollection>({
  title,
  collection,
  records,
}: {
  title: string;
  collection: C;
  records: RecordOf<C>[];
}) {
  const trackable = isTrackable(collection) ? collection : null;
  const tracking = useListTracking(trackable);
  return (
    <section aria-labelledby={`home-${collection}`} className="mt-10">
      <SectionHeading title={title} collection={collection} />
      {records.length === 0 ? (
        <p className="card mt-3 text-sm text-text-muted">Nothing to show right now.</p>
      ) : (
        <ul className="card-grid-4 mt-3" data-restores-scroll>
          {records.map((record) => (
            <li key={String(record.id)} className="relative">
              <RecordCard
                summary={summarize(collection, record)}
                href={detailPath(collection, record)}
                corner={trackable !== null}
              />
              {/* Laid over the card, as on the lists, above the area its title's link covers. */}
              {trackable && (
                <CardTracking
                  collection={trackable}
                  record={record as RecordOf<TrackableCollection>}
                  rows={tracking}
                  icon
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HomeScreen() {
  const highlights = useHighlights();
  useRestoredPageScroll(highlights !== undefined);
  const featured = highlights?.featuredPost;
  return (
    <main className="page">
      <section className="relative overflow-hidden rounded-2xl border border-ink-600 bg-gradient-to-br from-ink-800 via-ink-800 to-brand-violet/20 px-6 py-10 sm:px-10">
        <img
          src="/images/logo.svg"
          alt=""
          className="pointer-events-none absolute -right-8 top-1/2 hidden h-80 w-80 -translate-y-1/2 opacity-15 md:block"
        />
        <p className="badge-brand">Local-first crypto discovery</p>
        <h1 className="mt-4 max-w-2xl text-3xl font-extrabold tracking-tight sm:text-4xl">
          Signals, airdrops, testnets and token sales in one place, kept in your own browser.
        </h1>
        <p className="mt-3 text-sm text-text-muted">
          For information only: nothing here is financial advice, and no accuracy or profit is
          promised.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link href={CONTENT_PATHS.signals.base} className="btn-primary">
            See Alpha Call signals
          </Link>
          <Link href={CONTENT_PATHS.airdrops.base} className="btn-outline">
            Track airdrops
          </Link>
          <Link href={CONTENT_PATHS.testnets.base} className="btn-outline">
            Join testnets
          </Link>
        </div>
      </section>

      {highlights === undefined ? (
        <Spinner size="lg" className="mt-16" />
      ) : (
        <>
          <Section
            title="Top signals by score"
            collection="signals"
            records={highlights.topSignals}
          />
          <Section
            title="Airdrops ending soonest"
            collection="airdrops"
            records={highlights.endingAirdrops}
          />
          <Section title="Live ICOs" collection="icoProjects" records={highlights.liveIcos} />
          <Section
            title="Upcoming NFT mints"
            collection="nftProjects"
            records={highlights.upcomingNfts}
          />
          <Section title="Latest news" collection="news" records={highlights.latestNews} />
          {featured && (
            <section aria-labelledby="home-blogPosts" className="mt-10">
              <SectionHeading title="Featured on the blog" collection="blogPosts" />
              <div className="card-link mt-3 grid gap-4 sm:grid-cols-[16rem_1fr]">
                <Picture
                  src={featured.image}
                  alt=""
                  className="aspect-video w-full rounded-lg bg-ink-700 object-cover"
                />
                <div>
                  <span className="badge-brand">{featured.category}</span>
                  <h3 className="mt-2 text-lg font-semibold">
                    <Link href={detailPath('blogPosts', featured)} className="card-title-link">
                      {featured.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-text-muted">{featured.summary}</p>
                  <p className="mt-2 text-xs text-text-faint">
                    <DotJoined parts={[featured.author.name, featured.readTime]} />
                  </p>
                </div>
              </div>
            </section>
          )}
        </>
      )}
    </main>
  );
}
