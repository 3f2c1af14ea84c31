import { Link } from '../../lib/navigation';
import type { BlogPost } from '../../schemas/blog-post';
import { DateText } from '../../ui/DateText';
import { DotJoined } from '../../ui/DotJoined';
import { Picture } from '../../ui/Picture';
import { useWrappedAway } from '../../ui/useWrappedAway';
import { detailPath } from '../kit/content-paths';

/** A post in the list; `featured` makes the wide hero version shown first. */
export function PostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const href = detailPath('blogPosts', post);
  return (
    <div
      className={`card-link flex h-full flex-col overflow-hidden !p-0 ${featured ? 'md:grid md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]' : ''}`}
    >
      <Picture
        src={post.image}
        alt=""
        loading="lazy"
        className={`w-full bg-ink-700 object-cover ${featured ? 'aspect-[16/9] md:aspect-auto md:h-full' : 'aspect-[16/9]'}`}
      />
      <div className={`flex flex-1 flex-col ${featured ? 'p-5 sm:p-7' : 'p-4'}`}>
        <div className="flex flex-wrap items-center gap-2">
          {featured && <span className="badge-warn">Featured</span>}
          <span className="badge-brand">{post.category}</span>
        </div>
        <h2
          dir="auto"
          className={`mt-2 font-semibold text-text ${featured ? 'text-2xl tracking-tight' : 'line-clamp-2 text-lg'}`}
        >
          <Link href={href} className="card-title-link">
            {post.title}
          </Link>
        </h2>
        <p className={`mt-2 flex-1 text-sm text-text-muted ${featured ? '' : 'line-clamp-3'}`}>
          {post.summary}
        </p>
        {/* The author's picture beside the line, so that a wrapped line starts under the name. */}
        <div className="mt-4 flex items-center gap-2 text-xs text-text-faint">
          <Picture
            src={post.author.avatar}
            alt=""
            loading="lazy"
            className="h-6 w-6 shrink-0 self-start rounded-full bg-ink-600 object-cover"
          />
          <p className="min-w-0 flex-1 leading-6">
            <DotJoined
              parts={[
                <span className="text-text-muted">{post.author.name}</span>,
                <DateText value={post.publishedAt} />,
                post.readTime,
              ]}
            />
          </p>
        </div>
        {/* Keyed by the tags: the row keeps its size when they change, and is measured afresh. */}
        {post.tags.length > 0 && <CardTags key={post.tags.join('\n')} tags={post.tags} />}
      </div>
    </div>
  );
}

/**
 * One pill per tag, so "Layer 2" reads as one tag. One line of them: tags past it are clipped
 * whole, and a "+2" at the end says how many are (a screen reader hears every tag).
 */
function CardTags({ tags }: { tags: readonly string[] }) {
  const [row, hidden] = useWrappedAway();
  return (
    <div className="mt-2 flex gap-1 text-xs text-text-faint">
      <p ref={row} className="flex h-6 min-w-0 flex-1 flex-wrap gap-1 overflow-hidden">
        <span className="sr-only">Tags: </span>
        {tags.map((tag, index) => (
          <span
            key={tag}
            data-item
            className="max-w-full truncate rounded-full border border-ink-600 px-2 leading-[22px]"
          >
            #{tag}
            {index < tags.length - 1 && <span className="sr-only">,</span>}
          </span>
        ))}
      </p>
      {/* Over the title link's cover (uno.config), so that a pointer on it shows the hidden tags. */}
      {hidden > 0 && (
        <span
          aria-hidden="true"
          title={tags
            .slice(-hidden)
            .map((tag) => `#${tag}`)
            .join(', ')}
          className="over-card-cover shrink-0 rounded-full border border-ink-500 px-2 font-semibold leading-[22px] text-text-muted"
        >
          +{hidden}
        </span>
      )}
    </div>
  );
}
