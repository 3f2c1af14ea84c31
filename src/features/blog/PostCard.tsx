import { Link } from '../../lib/navigation';
import type { BlogPost } from '../../schemas/blog-post';
import { DateText } from '../../ui/DateText';
import { detailPath } from '../kit/content-paths';
import { Picture } from '../../ui/Picture';

/** A post in the list; `featured` makes the wide hero version shown first. */
export function PostCard({ post, featured = false }: { post: BlogPost; featured?: boolean }) {
  const href = detailPath('blogPosts', post);
  return (
    <Link
      href={href}
      className={`card-link flex h-full flex-col overflow-hidden !p-0 ${featured ? 'md:grid md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]' : ''}`}
    >
      <Picture src={post.image} alt="" loading="lazy" className={`w-full bg-ink-700 object-cover ${featured ? 'aspect-[16/9] md:aspect-auto md:h-full' : 'aspect-[16/9]'}`} />
      <div className={`flex flex-1 flex-col ${featured ? 'p-5 sm:p-7' : 'p-4'}`}>
        <div className="flex flex-wrap items-center gap-2">
          {featured && <span className="badge-warn">Featured</span>}
          <span className="badge-brand">{post.category}</span>
        </div>
        <h2 dir="auto" className={`mt-2 font-semibold text-text ${featured ? 'text-2xl tracking-tight' : 'line-clamp-2 text-lg'}`}>{post.title}</h2>
        <p className={`mt-2 flex-1 text-sm text-text-muted ${featured ? '' : 'line-clamp-3'}`}>{post.summary}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-text-faint">
          <Picture src={post.author.avatar} alt="" loading="lazy" className="h-6 w-6 rounded-full bg-ink-600 object-cover" />
          <span className="text-text-muted">{post.author.name}</span>
          <span aria-hidden="true">·</span>
          <DateText value={post.publishedAt} />
          <span aria-hidden="true">·</span>
          <span>{post.readTime}</span>
        </p>
        {post.tags.length > 0 && (
          // One pill per tag, so "Layer 2" reads as one tag; tags past the first line are clipped whole.
          <p className="mt-2 flex h-6 flex-wrap gap-1 overflow-hidden text-xs text-text-faint">
            <span className="sr-only">Tags: </span>
            {post.tags.map((tag, index) => (
              <span key={tag} className="max-w-full truncate rounded-full border border-ink-600 px-2 leading-[22px]">
                #{tag}
                {index < post.tags.length - 1 && <span className="sr-only">,</span>}
              </span>
            ))}
          </p>
        )}
      </div>
    </Link>
  );
}
