/**
 * The .ics writer (docs/product.md, "Reminders"): every file is read back by a real iCalendar parser
 * (ical.js) and its events compared with what went in; the RFC 5545 line rules (CRLF, 75-octet
 * folding that never splits a character) are checked on the raw text, since a parser forgives them.
 */
import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import {
  type CalendarEvent,
  calendarFile,
  eventForRecord,
  googleCalendarUrl,
} from '../../../src/lib/ical';
import { inTimeZone } from '../time-zone';

const NOW = new Date('2026-11-21T10:15:30.789Z');
const RUNS = { numRuns: 300, seed: 20261121 } as const;

interface ReadEvent {
  uid: string;
  summary: string;
  description: string | null;
  url: string | null;
  start: string;
  end: string | null;
  stamp: string;
  alarm: { action: unknown; trigger: string; description: unknown };
}

/** Parses a file with ical.js and returns its calendar properties and its events. */
function readBack(text: string): { version: unknown; prodid: unknown; events: ReadEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent): ReadEvent => {
    const event = new ICAL.Event(vevent);
    const alarm = vevent.getFirstSubcomponent('valarm');
    if (!alarm) throw new Error(`event ${event.uid} has no alarm`);
    const url = vevent.getFirstPropertyValue('url');
    const stamp = vevent.getFirstPropertyValue('dtstamp');
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: typeof url === 'string' ? url : null,
      start: event.startDate.toJSDate().toISOString(),
      end: vevent.hasProperty('dtend') ? event.endDate.toJSDate().toISOString() : null,
      stamp: stamp instanceof ICAL.Time ? stamp.toJSDate().toISOString() : String(stamp),
      alarm: {
        action: alarm.getFirstPropertyValue('action'),
        trigger: String(alarm.getFirstPropertyValue('trigger')),
        description: alarm.getFirstPropertyValue('description'),
      },
    };
  });
  return {
    version: calendar.getFirstPropertyValue('version'),
    prodid: calendar.getFirstPropertyValue('prodid'),
    events,
  };
}

/** The RFC 5545 §3.1 line rules, on the raw text: what a lenient parser would let through. */
function lineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('the file does not end with CRLF');
  const lines = text.split('\r\n').slice(0, -1);
  lines.forEach((line, index) => {
    const octets = new TextEncoder().encode(line).byteLength;
    if (octets > 75) problems.push(`line ${index + 1} has ${octets} octets`);
    if (/[\r\n]/.test(line)) problems.push(`line ${index + 1} has a bare CR or LF`);
    if (line.includes('\uFFFD')) problems.push(`line ${index + 1} has a replacement character`);
    if (/^[\t]/.test(line)) problems.push(`line ${index + 1} is continued with a tab`);
  });
  // Unfolding must give back whole lines that each start with a property name.
  const unfolded = text.replace(/\r\n /g, '').split('\r\n').slice(0, -1);
  unfolded.forEach((line) => {
    if (!/^[A-Z-]+[:;]/.test(line))
      problems.push(`unfolded line is not a property: ${line.slice(0, 40)}`);
  });
  return problems;
}

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: 'airdrops-airdrop-zephyr-network@alphascout.app',
  title: 'Zephyr Network',
  start: new Date('2027-02-28T23:59:59Z'),
  ...overrides,
});

describe('calendarFile', () => {
  it('writes a VCALENDAR with VERSION 2.0, a PRODID, and one event with its DTSTAMP, UID, DTSTART and a one-day alarm', () => {
    const text = calendarFile(
      [
        event({
          description: 'Bridge, swap and report bugs.',
          url: 'https://alphascout.app/airdrops/airdrop-zephyr-network',
        }),
      ],
      NOW,
    );
    expect(lineProblems(text)).toEqual([]);
    const read = readBack(text);
    expect(read.version).toBe('2.0');
    expect(read.prodid).toBe('-//AlphaScout//My tracker//EN');
    expect(read.events).toEqual([
      {
        uid: 'airdrops-airdrop-zephyr-network@alphascout.app',
        summary: 'Zephyr Network',
        description:
          'Bridge, swap and report bugs.\n\nhttps://alphascout.app/airdrops/airdrop-zephyr-network',
        url: 'https://alphascout.app/airdrops/airdrop-zephyr-network',
        start: '2027-02-28T23:59:59.000Z',
        end: null,
        stamp: '2026-11-21T10:15:30.000Z',
        alarm: { action: 'DISPLAY', trigger: '-P1D', description: 'Zephyr Network' },
      },
    ]);
    expect(text).toContain('\r\nDTSTAMP:20261121T101530Z\r\n');
    expect(text).toContain('\r\nDTSTART:20270228T235959Z\r\n');
  });

  it('writes an end when the event has one, and an empty calendar for no events', () => {
    const [read] = readBack(
      calendarFile([event({ end: new Date('2027-03-01T01:00:00Z') })], NOW),
    ).events;
    expect(read?.end).toBe('2027-03-01T01:00:00.000Z');
    const empty = calendarFile([], NOW);
    expect(lineProblems(empty)).toEqual([]);
    expect(readBack(empty).events).toEqual([]);
  });

  it('escapes commas, semicolons, backslashes and line breaks, and keeps emoji whole', () => {
    const title = 'Ape; Bored, \\Yacht\\ 🐵🚀 Club';
    const description = 'Line one,\nline two; C:\\path\r\nthree\rfour 👩‍👩‍👧‍👦 é';
    const text = calendarFile([event({ title, description })], NOW);
    expect(lineProblems(text)).toEqual([]);
    expect(text).toContain('SUMMARY:Ape\\; Bored\\, \\\\Yacht\\\\ 🐵🚀 Club\r\n');
    const [read] = readBack(text).events;
    expect(read?.summary).toBe(title);
    expect(read?.description).toBe('Line one,\nline two; C:\\path\nthree\nfour 👩‍👩‍👧‍👦 é');
    expect(read?.alarm.description).toBe(title);
  });

  it('folds a very long description at 75 octets, counting UTF-8 bytes, never splitting a character', () => {
    const description = `${'A long description. '.repeat(40)}${'日本語の説明と絵文字🎉'.repeat(30)}${'x'.repeat(73)}🎉🎉`;
    const text = calendarFile([event({ description })], NOW);
    expect(lineProblems(text)).toEqual([]);
    // Each line that continues is filled to within one character (at most 4 octets) of the limit.
    const lines = text.split('\r\n');
    const filled = lines
      .filter((_, i) => lines[i + 1]?.startsWith(' '))
      .map((line) => new TextEncoder().encode(line).byteLength);
    expect(filled.length).toBeGreaterThan(20);
    for (const octets of filled) expect(octets).toBeGreaterThan(71);
    expect(readBack(text).events[0]?.description).toBe(description);
  });

  it('drops control characters that TEXT cannot hold, and writes a lone surrogate as U+FFFD', () => {
    const [read] = readBack(
      calendarFile([event({ title: 'Bell\u0007 and\u0000 tab\there\u007F \uD800 end' })], NOW),
    ).events;
    expect(read?.summary).toBe('Bell and tab\there \uFFFD end');
  });

  it('keeps several events apart, each with its own UID and alarm', () => {
    const events = [
      event(),
      event({
        uid: 'icoProjects-ico-aurora@alphascout.app',
        title: 'Aurora, token sale',
        start: new Date('2027-01-20T15:00:00Z'),
      }),
      event({
        uid: 'nftProjects-nft-7@alphascout.app',
        title: 'Mint 🖼️',
        start: new Date('2026-12-08T17:00:00Z'),
      }),
    ];
    const read = readBack(calendarFile(events, NOW)).events;
    expect(read.map((e) => [e.uid, e.summary, e.start, e.alarm.trigger])).toEqual([
      [
        'airdrops-airdrop-zephyr-network@alphascout.app',
        'Zephyr Network',
        '2027-02-28T23:59:59.000Z',
        '-P1D',
      ],
      [
        'icoProjects-ico-aurora@alphascout.app',
        'Aurora, token sale',
        '2027-01-20T15:00:00.000Z',
        '-P1D',
      ],
      ['nftProjects-nft-7@alphascout.app', 'Mint 🖼️', '2026-12-08T17:00:00.000Z', '-P1D'],
    ]);
  });

  it('refuses an invalid date instead of writing a broken file', () => {
    expect(() => calendarFile([event({ start: new Date('nope') })], NOW)).toThrow(RangeError);
    expect(() => calendarFile([event()], new Date(Number.NaN))).toThrow(RangeError);
  });

  // 300 files written and parsed: more than the default 5 s allows on a busy shared machine.
  it('reads back exactly the title and description put in, whatever the text (property)', () => {
    // Every character TEXT can hold: any code point but the controls and surrogates (line breaks are tested above).
    const anyCodePoint = fc
      .integer({ min: 0x20, max: 0x10ffff })
      .filter((cp) => cp !== 0x7f && (cp < 0xd800 || cp > 0xdfff))
      .map((cp) => String.fromCodePoint(cp));
    const text = fc.string({
      unit: fc.oneof(
        fc.constantFrom(',', ';', '\\', ':', '"', ' ', '\t', '🎉', 'é', '日', '👩‍👩‍👧'),
        anyCodePoint,
      ),
      maxLength: 200,
    });
    const paragraphs = fc
      .array(text, { minLength: 1, maxLength: 3 })
      .map((parts) => parts.join('\n'));
    fc.assert(
      fc.property(
        text,
        paragraphs,
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (title, description, start) => {
          const file = calendarFile([event({ title, description, start })], NOW);
          expect(lineProblems(file)).toEqual([]);
          const [read] = readBack(file).events;
          expect(read?.summary).toBe(title);
          expect(read?.description ?? '').toBe(description);
          expect(read?.start).toBe(
            new Date(Math.floor(start.getTime() / 1000) * 1000).toISOString(),
          );
        },
      ),
      RUNS,
    );
  }, 30_000);
});

describe('googleCalendarUrl', () => {
  it('links to the add-event page with the UTC dates and the encoded text', () => {
    const link = googleCalendarUrl(
      event({
        title: 'Ape; Bored & 🐵 #1',
        description: 'Bridge, swap?',
        url: 'https://alphascout.app/nft/7?x=1&y=2',
        end: new Date('2027-03-01T01:00:00Z'),
      }),
    );
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270228T235959Z/20270301T010000Z');
    expect(url.searchParams.get('text')).toBe('Ape; Bored & 🐵 #1');
    expect(url.searchParams.get('details')).toBe(
      'Bridge, swap?\n\nhttps://alphascout.app/nft/7?x=1&y=2',
    );
    expect(link).not.toMatch(/[ #🐵]/u);
  });

  it('gives an event without an end the same start and end, and no details when it has none', () => {
    const url = new URL(googleCalendarUrl(event()));
    expect(url.searchParams.get('dates')).toBe('20270228T235959Z/20270228T235959Z');
    expect(url.searchParams.has('details')).toBe(false);
  });
});

describe('eventForRecord', () => {
  const url = 'https://alphascout.app/airdrops/airdrop-zephyr-network';

  it('takes an airdrop, giveaway, whitelist or testnet end date, an ICO sale date or an NFT mint date', () => {
    expect(
      eventForRecord(
        'airdrops',
        {
          id: 'airdrop-zephyr-network',
          name: 'Zephyr Network',
          description: 'L2',
          endDate: '2027-02-28T23:59:59Z',
        },
        url,
      ),
    ).toEqual({
      uid: 'airdrops-airdrop-zephyr-network@alphascout.app',
      title: 'Zephyr Network',
      description: 'L2',
      url,
      start: new Date('2027-02-28T23:59:59Z'),
    });
    expect(
      eventForRecord(
        'icoProjects',
        { id: 'ico-1', projectName: 'Aurora', saleDate: '2027-01-20T15:00:00Z' },
        url,
      ),
    ).toMatchObject({
      uid: 'icoProjects-ico-1@alphascout.app',
      title: 'Aurora',
      start: new Date('2027-01-20T15:00:00Z'),
    });
    expect(
      eventForRecord('nftProjects', { id: 7, name: 'Neon', mintDate: '2026-12-08' }, url),
    ).toMatchObject({
      uid: 'nftProjects-7@alphascout.app',
      start: new Date(2026, 11, 8),
      allDay: true,
    });
    expect(
      eventForRecord(
        'giveaways',
        { id: 'g', title: 'Free NFT', endDate: '2026-12-05T18:00:00Z' },
        url,
      )?.title,
    ).toBe('Free NFT');
  });

  it('keeps the same UID in every export, so a calendar updates the event instead of adding another', () => {
    const record = { id: 'airdrop-lumen-bridge', name: 'Lumen', endDate: '2027-01-15T23:59:59Z' };
    const first = eventForRecord('airdrops', record, url);
    const later = eventForRecord(
      'airdrops',
      { ...record, name: 'Lumen Bridge', endDate: '2027-02-01T00:00:00Z' },
      url,
    );
    expect(first?.uid).toBe('airdrops-airdrop-lumen-bridge@alphascout.app');
    expect(later?.uid).toBe(first?.uid);
  });

  it('gives null for a record without a date, or with a date that cannot be read', () => {
    expect(eventForRecord('signals', { id: 's1', name: 'BTC' }, url)).toBeNull();
    expect(eventForRecord('airdrops', { id: 'a', name: 'A', endDate: 'soon' }, url)).toBeNull();
    expect(eventForRecord('airdrops', { id: 'a', name: 'A', endDate: '' }, url)).toBeNull();
    expect(
      eventForRecord('airdrops', { id: 'a', name: 'A', endDate: '+275760-09-13T00:00:00Z' }, url),
    ).toBeNull();
  });

  it('makes an event that the writer turns into a valid file', () => {
    const made = eventForRecord(
      'whitelists',
      {
        id: 'wl-1',
        name: 'Pixel; Realms, \\ 🎮',
        description: 'x'.repeat(500),
        endDate: '2026-12-15T16:00:00Z',
      },
      url,
    );
    if (!made) throw new Error('expected an event');
    const text = calendarFile([made], NOW);
    expect(lineProblems(text)).toEqual([]);
    expect(readBack(text).events[0]).toMatchObject({
      uid: 'whitelists-wl-1@alphascout.app',
      summary: 'Pixel; Realms, \\ 🎮',
      start: '2026-12-15T16:00:00.000Z',
    });
  });
});

describe('a date without a time of day', () => {
  const url = 'https://alphascout.app/nft/7';

  it('is an all-day event on that day, wherever the visitor is (not midnight UTC, the day before in the west)', () => {
    for (const zone of ['America/Los_Angeles', 'UTC', 'Pacific/Kiritimati']) {
      inTimeZone(zone, () => {
        const made = eventForRecord(
          'nftProjects',
          { id: 7, name: 'Neon', mintDate: '2026-12-08' },
          url,
        );
        if (!made) throw new Error('expected an event');
        const text = calendarFile([made], NOW);
        expect(text, zone).toContain(
          '\r\nDTSTART;VALUE=DATE:20261208\r\nDTEND;VALUE=DATE:20261209\r\n',
        );
        expect(lineProblems(text)).toEqual([]);
        const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
        if (!vevent) throw new Error('expected a VEVENT');
        const read = new ICAL.Event(vevent);
        expect(
          [read.startDate.isDate, read.startDate.toString(), read.endDate.toString()],
          zone,
        ).toEqual([true, '2026-12-08', '2026-12-09']);
        expect(new URL(googleCalendarUrl(made)).searchParams.get('dates'), zone).toBe(
          '20261208/20261209',
        );
      });
    }
  });

  it('ends an all-day event on the next day across a month and a year', () => {
    const made = eventForRecord('airdrops', { id: 'a', name: 'A', endDate: '2026-12-31' }, url);
    if (!made) throw new Error('expected an event');
    expect(calendarFile([made], NOW)).toContain(
      'DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n',
    );
  });

  it('keeps a date with a time of day a moment in UTC', () => {
    const made = inTimeZone('America/Los_Angeles', () =>
      eventForRecord('airdrops', { id: 'a', name: 'A', endDate: '2026-12-08T18:00:00Z' }, url),
    );
    expect(made?.allDay).toBeUndefined();
    expect(calendarFile(made ? [made] : [], NOW)).toContain('\r\nDTSTART:20261208T180000Z\r\n');
  });
});

describe('recurring events', () => {
  /** The one event of a file, as ical.js reads it. */
  function onlyEvent(text: string): ICAL.Event {
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('expected a VEVENT');
    return new ICAL.Event(vevent);
  }

  /** The occurrences ical.js expands, up to `count`: undefined past the last one. */
  function firstOccurrences(read: ICAL.Event, count: number): (ICAL.Time | undefined)[] {
    const iterator = read.iterator();
    // Past the last occurrence next() gives nothing, a case ical.js's types leave out.
    return Array.from({ length: count }, (): ICAL.Time | undefined => iterator.next());
  }

  /** The first `count` occurrences ical.js expands, as ISO instants. */
  function occurrences(read: ICAL.Event, count: number): string[] {
    const iterator = read.iterator();
    return Array.from({ length: count }, () => iterator.next().toJSDate().toISOString());
  }

  it('repeats a daily event every day, without end', () => {
    const file = calendarFile([event({ repeat: 'daily' })], NOW);
    expect(file).toContain('\r\nRRULE:FREQ=DAILY\r\n');
    expect(lineProblems(file)).toEqual([]);
    const read = onlyEvent(file);
    expect(read.isRecurring()).toBe(true);
    const rule = read.component.getFirstPropertyValue('rrule');
    expect(rule instanceof ICAL.Recur && [rule.freq, rule.count, rule.until]).toEqual([
      'DAILY',
      null,
      null,
    ]);
    expect(occurrences(read, 3)).toEqual([
      '2027-02-28T23:59:59.000Z',
      '2027-03-01T23:59:59.000Z',
      '2027-03-02T23:59:59.000Z',
    ]);
  });

  it('repeats a weekly event every seven days', () => {
    const read = onlyEvent(calendarFile([event({ repeat: 'weekly' })], NOW));
    expect(read.isRecurring()).toBe(true);
    expect(occurrences(read, 3)).toEqual([
      '2027-02-28T23:59:59.000Z',
      '2027-03-07T23:59:59.000Z',
      '2027-03-14T23:59:59.000Z',
    ]);
  });

  it('repeats an all-day event day after day as dates', () => {
    const start = new Date(2026, 11, 30);
    const read = onlyEvent(calendarFile([event({ start, allDay: true, repeat: 'daily' })], NOW));
    const iterator = read.iterator();
    const days = [iterator.next(), iterator.next(), iterator.next()].map((day) => day.toString());
    expect(days).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
  });

  it('writes no RRULE for a one-off event', () => {
    const file = calendarFile([event()], NOW);
    expect(file).not.toContain('RRULE');
    expect(onlyEvent(file).isRecurring()).toBe(false);
  });

  it('sets the reminder the given minutes before, one day before by default', () => {
    const alarm = (made: CalendarEvent) => readBack(calendarFile([made], NOW)).events[0]?.alarm;
    expect(alarm(event({ repeat: 'daily', alarmMinutesBefore: 15 }))?.trigger).toBe('-PT15M');
    expect(alarm(event({ alarmMinutesBefore: 0 }))?.trigger).toBe('PT0S');
    expect(alarm(event())?.trigger).toBe('-P1D');
  });

  it.each([-1, 1.5, Number.NaN])('refuses a reminder %s minutes before', (minutes) => {
    expect(() => calendarFile([event({ alarmMinutesBefore: minutes })], NOW)).toThrow(RangeError);
  });

  it('ends at UNTIL, written in the form of its DTSTART: UTC, a floating local time or a date', () => {
    const until = new Date('2027-03-02T12:00:00Z');
    const utc = calendarFile([event({ repeat: 'daily', until })], NOW);
    expect(utc).toContain('\r\nRRULE:FREQ=DAILY;UNTIL=20270302T120000Z\r\n');
    expect(firstOccurrences(onlyEvent(utc), 3).map((at) => at?.toJSDate().toISOString())).toEqual([
      '2027-02-28T23:59:59.000Z',
      '2027-03-01T23:59:59.000Z',
      undefined,
    ]);
    const allDay = calendarFile(
      [event({ start: new Date(2027, 1, 27), allDay: true, repeat: 'daily', until })],
      NOW,
    );
    expect(allDay).toContain('\r\nRRULE:FREQ=DAILY;UNTIL=20270302\r\n');
    expect(lineProblems(allDay)).toEqual([]);
    expect(firstOccurrences(onlyEvent(allDay), 6).map((day) => day?.toString())).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
      undefined,
      undefined,
    ]);
  });

  it('keeps a floating event at its hour of the local day, through a change of the clocks', () => {
    inTimeZone('Europe/Berlin', () => {
      // Monday 9:00 in Berlin, two weeks before summer time starts (28 March 2027).
      const start = new Date(2027, 2, 15, 9, 0, 0);
      const until = new Date(2027, 3, 5, 23, 59, 59);
      const file = calendarFile(
        [event({ start, floating: true, repeat: 'weekly', until, alarmMinutesBefore: 0 })],
        NOW,
      );
      expect(lineProblems(file)).toEqual([]);
      expect(file).toContain('\r\nDTSTART:20270315T090000\r\n');
      expect(file).toContain('\r\nRRULE:FREQ=WEEKLY;UNTIL=20270405T235959\r\n');
      const read = onlyEvent(file);
      expect(read.startDate.zone.tzid).toBe('floating');
      expect(firstOccurrences(read, 5).map((at) => at?.toString())).toEqual([
        '2027-03-15T09:00:00',
        '2027-03-22T09:00:00',
        '2027-03-29T09:00:00',
        '2027-04-05T09:00:00',
        undefined,
      ]);
      expect(readBack(file).events[0]?.alarm.trigger).toBe('PT0S');
      const link = new URL(googleCalendarUrl(event({ start, floating: true, repeat: 'weekly' })));
      expect(link.searchParams.get('dates')).toBe('20270315T090000/20270315T090000');
    });
  });

  it('adds the rule to the Google Calendar link', () => {
    const link = new URL(googleCalendarUrl(event({ repeat: 'weekly' })));
    expect(link.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY');
    expect(new URL(googleCalendarUrl(event())).searchParams.has('recur')).toBe(false);
    const until = new Date('2027-03-14T23:59:59Z');
    expect(
      new URL(googleCalendarUrl(event({ repeat: 'daily', until }))).searchParams.get('recur'),
    ).toBe('RRULE:FREQ=DAILY;UNTIL=20270314T235959Z');
  });
});
