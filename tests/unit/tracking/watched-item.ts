/** A watched item for the due list's tests: the guest's row of `record`, changed as `row` says. */
import type { WatchedItem } from '../../../src/db/tracking/watched-items';
import type { TrackingRow } from '../../../src/schemas/tracking';

export function watched(
  record: NonNullable<WatchedItem['record']>,
  row: Partial<TrackingRow> = {},
  name = 'ZK Drop',
): WatchedItem {
  return {
    row: {
      schema: 2,
      owner: 'guest',
      collection: 'airdrops',
      itemId: record.id,
      watched: true,
      steps: [],
      note: '',
      updatedAt: '2026-11-01T00:00:00.000Z',
      name,
      ...row,
    },
    record,
  };
}
