/** Read queries that screens run live (`useLiveQuery`, or `liveRead` below). Small, index-backed, never a whole big table. */
import { Dexie, liveQuery, type Observable } from 'dexie';

import { runningWalk } from '../../lib/end-dates';
import {
  type CollectionName,
  isSlugCollection,
  type KeyOf,
  type RecordOf,
} from '../../schemas/registry';
import type { AlphaScoutDb } from '../connection/database';

/**
 * `read` run now and again whenever the rows it read change, in this tab, another tab or the
 * worker (Dexie's liveQuery): for a hook that decides itself how the answers reach React.
 */
export function liveRead<T>(read: () => Promise<T>): Observable<T> {
  return liveQuery(read);
}

/** One record by its id. */
export function getById<C extends CollectionName>(
  db: AlphaScoutDb,
  collection: C,
  id: KeyOf<C>,
): Promise<RecordOf<C> | undefined> {
  return db.collection(collection).get(id);
}

/** One record by its route key: the slug for courses and blog posts, the id for the rest. */
export function recordByRouteKey<C extends CollectionName>(
  db: AlphaScoutDb,
  collection: C,
  key: string,
): Promise<RecordOf<C> | undefined> {
  if (isSlugCollection(collection)) {
    return db.collection(collection).where('slug').equals(key).first();
  }
  return db.collection(collection).get(key as KeyOf<C>);
}

/** Home page highlights, each one bounded, index-backed query. */
export interface Highlights {
  topSignals: RecordOf<'signals'>[];
  endingAirdrops: RecordOf<'airdrops'>[];
  liveIcos: RecordOf<'icoProjects'>[];
  upcomingNfts: RecordOf<'nftProjects'>[];
  latestNews: RecordOf<'news'>[];
  featuredPost: RecordOf<'blogPosts'> | undefined;
}

function withStatus(
  status: string,
): [[string, typeof Dexie.minKey], [string, typeof Dexie.maxKey]] {
  return [
    [status, Dexie.minKey],
    [status, Dexie.maxKey],
  ];
}

export async function readHighlights(db: AlphaScoutDb, now: Date, size = 4): Promise<Highlights> {
  const running = runningWalk<RecordOf<'airdrops'>>(now.toISOString());
  const [topSignals, endingAirdrops, liveIcos, upcomingNfts, latestNews, featuredPost] =
    await Promise.all([
      db
        .collection('signals')
        .where('[status+score]')
        .between(...withStatus('Active'))
        .reverse()
        .limit(size)
        .toArray(),
      db
        .collection('airdrops')
        .where('endDate')
        .aboveOrEqual(running.range.from)
        .filter(running.where)
        .limit(size)
        .toArray(),
      db
        .collection('icoProjects')
        .where('[status+saleDate]')
        .between(...withStatus('live'))
        .limit(size)
        .toArray(),
      db
        .collection('nftProjects')
        .where('[status+mintDate]')
        .between(...withStatus('upcoming'))
        .limit(size)
        .toArray(),
      db.collection('news').orderBy('date').reverse().limit(size).toArray(),
      db
        .collection('blogPosts')
        .orderBy('publishedAt')
        .reverse()
        .filter((post) => post.featured)
        .first(),
    ]);
  return { topSignals, endingAirdrops, liveIcos, upcomingNfts, latestNews, featuredPost };
}
