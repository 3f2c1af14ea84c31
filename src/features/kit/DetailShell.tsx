import type { ReactNode } from 'react';

import type { RecordOf } from '../../schemas/registry';
import { isTrackable, type TrackableCollection } from '../../schemas/tracking';
import { TrackedDetail } from '../../tracking/TrackedDetail';
import { BackLink, type BackPlace, DetailTopBar } from '../../ui/DetailParts';
import { NotFoundState } from '../../ui/NotFoundState';
import { Spinner } from '../../ui/Spinner';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useScrollToTop } from '../../ui/useScrollToTop';
import {
  CONTENT_PATHS,
  type ContentCollection,
  type ContentPath,
  detailPath,
  routeKeyOf,
} from './content-paths';
import type { ScreenProps } from './screen';
import { useRecord } from './useRecord';

/** Where a watched item's page is opened from besides its list: its back link leads there instead. */
const TRACKER_PLACE: BackPlace = { href: '/tracker', label: 'My tracker' };

interface DetailOptions<C extends ContentCollection> {
  /** The page title once the record has loaded. */
  titleOf: (record: RecordOf<C>) => string;
}

/**
 * The detail screen of a content collection: reads the record named by the route, shows a
 * spinner while it loads and a "not found" page when there is none, sets the page title, opens
 * at the top, and leads with the back link to the list. The area draws only its sections.
 */
export function detailScreen<C extends ContentCollection>(
  collection: C,
  options: DetailOptions<C>,
  Sections: (props: { record: RecordOf<C> }) => ReactNode,
) {
  const path: ContentPath = CONTENT_PATHS[collection];
  const trackable = isTrackable(collection) ? collection : null;
  return function DetailScreen({ params }: ScreenProps) {
    const field = routeKeyOf(collection);
    const key = (field === null ? undefined : params[field]) ?? '';
    const record = useRecord(collection, key);
    useDocumentTitle(record ? options.titleOf(record) : undefined);
    useScrollToTop(key);

    if (record === undefined) return <Spinner size="lg" className="min-h-[50vh]" />;
    if (record === null)
      return (
        <NotFoundState what={path.noun} backHref={path.base} backLabel={`Back to ${path.backTo}`} />
      );
    const list: BackPlace = { href: path.base, label: path.backLink };
    const back = <BackLink places={trackable ? [list, TRACKER_PLACE] : [list]} />;
    return (
      <main className="page">
        {trackable ? (
          // The record is of `trackable`: it was read from that collection.
          <TrackedDetail
            collection={trackable}
            record={record as RecordOf<TrackableCollection>}
            pagePath={detailPath<TrackableCollection>(
              trackable,
              record as RecordOf<TrackableCollection>,
            )}
            back={back}
          >
            <Sections record={record} />
          </TrackedDetail>
        ) : (
          <>
            <DetailTopBar back={back} />
            <Sections record={record} />
          </>
        )}
      </main>
    );
  };
}
