import type { BlogPost } from '../../schemas/blog-post';
import { Picture } from '../../ui/Picture';

/** Who wrote the post: avatar, name and bio. */
export function AuthorCard({ author }: { author: BlogPost['author'] }) {
  return (
    <section aria-labelledby="post-author" className="card">
      <h2 id="post-author" className="stat-label">
        About the author
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Picture
          src={author.avatar}
          alt={`${author.name}'s avatar`}
          loading="lazy"
          className="h-14 w-14 shrink-0 rounded-full bg-ink-600 object-cover"
        />
        <p className="font-semibold">{author.name}</p>
      </div>
      {author.bio && <p className="mt-3 text-sm text-text-muted">{author.bio}</p>}
    </section>
  );
}
