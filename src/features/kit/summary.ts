/**
 * One short summary per record (title, subtitle, image, a status badge) for cards on the home
 * page and the provisional catalog screens.
 */
import { lessonCountText } from '../../schemas/course';
import type { RecordOf } from '../../schemas/registry';
import { isFilled } from '../../schemas/status-rules';
import type { Summary } from '../../ui/RecordCard';
import type { ContentCollection } from './content-paths';

type Summarizers = { [C in ContentCollection]: (record: RecordOf<C>) => Summary };

const SUMMARIZERS: Summarizers = {
  signals: (s) => ({
    title: `${s.name} (${s.symbol})`,
    subtitle: `${s.action} · score ${s.score} · ${s.price}`,
    image: s.imageUrl ?? '/images/logo.svg',
    badge: s.status,
  }),
  airdrops: (a) => ({
    title: a.name,
    subtitle: a.description,
    image: a.image,
    badge: a.value,
    date: { label: 'Ends', value: a.endDate, countdown: { role: 'end', passed: 'Ended' } },
  }),
  giveaways: (g) => ({ title: g.title, subtitle: g.prize, image: g.image, badge: g.status }),
  whitelists: (w) => ({
    title: w.projectName,
    subtitle: `${w.remainingSpots} of ${w.totalSpots} spots left`,
    image: w.image,
    badge: isFilled(w) ? 'Filled' : w.status,
  }),
  testnets: (t) => ({ title: t.name, subtitle: t.rewards, image: t.image, badge: t.status }),
  links: (l) => ({
    title: l.name,
    subtitle: l.description,
    image: l.icon,
    badge: l.category.replace('_', ' '),
  }),
  news: (n) => ({
    title: n.title,
    subtitle: n.summary,
    image: n.image,
    badge: n.ecosystem,
    date: { label: 'Published', value: n.date },
  }),
  academy: (c) => ({
    title: c.title,
    subtitle: c.description,
    image: c.image,
    badge: lessonCountText(c),
  }),
  nftProjects: (p) => ({
    title: p.name,
    subtitle: p.description,
    image: p.image,
    badge: p.status,
    date: {
      label: 'Mints',
      value: p.mintDate,
      countdown: { role: 'start', passed: 'Mint started' },
    },
  }),
  icoProjects: (p) => ({
    title: p.name,
    subtitle: p.description,
    image: p.image,
    badge: p.status,
    date:
      p.status === 'upcoming'
        ? {
            label: 'Sale starts',
            value: p.saleDate,
            countdown: { role: 'start', passed: 'Sale started' },
          }
        : { label: 'Sale started', value: p.saleDate },
  }),
  blogPosts: (b) => ({ title: b.title, subtitle: b.summary, image: b.image, badge: b.readTime }),
};

/** The summary of a record of the given collection (the pairing is the caller's promise). */
export function summarize(
  collection: ContentCollection,
  record: RecordOf<ContentCollection>,
): Summary {
  return (SUMMARIZERS[collection] as (record: RecordOf<ContentCollection>) => Summary)(record);
}
