import { describe, expect, it } from 'vitest';

import { backupFileName } from '../../../src/lib/backup-file';
import { deadlinesFileName, eventOf } from '../../../src/tracking/calendar';
import { makeAirdrop, makeIcoProject, makeNftProject, makeWhitelist } from '../fixtures';
import { inTimeZone } from '../time-zone';

describe('the names of downloaded files', () => {
  // 03:00 UTC on the 26th is still the 25th in California and already the 26th in Kiribati.
  const lateEvening = new Date('2026-11-26T03:00:00Z');

  it("name the deadlines file by the visitor's day, as the backup file is", () => {
    expect(
      inTimeZone('America/Los_Angeles', () => [
        deadlinesFileName(lateEvening),
        backupFileName(lateEvening),
      ]),
    ).toEqual(['alphascout-deadlines-2026-11-25.ics', 'alphascout-data-backup-2026-11-25.json']);
    expect(inTimeZone('Pacific/Kiritimati', () => deadlinesFileName(lateEvening))).toBe(
      'alphascout-deadlines-2026-11-26.ics',
    );
  });
});

describe("an item's calendar event", () => {
  const pageUrl = 'https://alphascout.app/airdrops/zephyr-network';

  it("is titled by the item and what happens on its date, so a project's whitelist and mint are told apart", () => {
    const titles = [
      eventOf(
        'airdrops',
        makeAirdrop({ name: 'Zephyr Network', endDate: '2030-01-01T00:00:00Z' }),
        pageUrl,
      ),
      eventOf(
        'whitelists',
        makeWhitelist({
          projectName: 'Lumina Atelier',
          status: 'Open',
          endDate: '2030-01-01T00:00:00Z',
        }),
        pageUrl,
      ),
      eventOf(
        'nftProjects',
        makeNftProject({
          name: 'Lumina Atelier',
          status: 'upcoming',
          mintDate: '2030-01-02T00:00:00Z',
        }),
        pageUrl,
      ),
      eventOf(
        'icoProjects',
        makeIcoProject({
          name: 'Zephyr Network (ZEPH)',
          status: 'upcoming',
          saleDate: '2030-01-03T00:00:00Z',
        }),
        pageUrl,
      ),
    ].map((event) => event?.title);
    expect(titles).toEqual([
      'Zephyr Network: airdrop ends',
      'Lumina Atelier: whitelist ends',
      'Lumina Atelier: mint starts',
      'Zephyr Network (ZEPH): sale starts',
    ]);
  });

  it('is null for an item with no deadline', () => {
    expect(eventOf('nftProjects', makeNftProject({ status: 'live' }), pageUrl)).toBeNull();
  });
});
