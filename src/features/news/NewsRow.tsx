import { Link } from '../../lib/navigation';
import type { News } from '../../schemas/news';
import { Picture } from '../../ui/Picture';
import { NewsByline } from './NewsByline';

/**
 * One headline in the list; the open one is marked for sight and for assistive tech. Opening it
 * while another item is open takes that item's place in the history, so Close (Back) returns to
 * the list however many items were read.
 */
export function NewsRow({
  item,
  href,
  open,
  replacesOpen,
}: {
  item: News;
  href: string;
  open: boolean;
  replacesOpen: boolean;
}) {
  return (
    <div className={`card-link flex h-full gap-3 ${open ? '!border-brand bg-ink-700' : ''}`}>
      <Picture
        src={item.image}
        alt=""
        loading="lazy"
        className="h-16 w-16 shrink-0 rounded-lg bg-ink-700 object-cover sm:h-20 sm:w-28"
      />
      <div className="min-w-0 flex-1">
        <NewsByline item={item} row />
        <h2 dir="auto" className="mt-1 line-clamp-2 font-semibold text-text">
          <Link
            href={href}
            replace={replacesOpen}
            aria-current={open ? 'true' : undefined}
            className="card-title-link"
          >
            {item.title}
          </Link>
        </h2>
        <p className="mt-1 line-clamp-2 text-sm text-text-muted">{item.summary}</p>
      </div>
    </div>
  );
}
