import { Link } from '../../lib/navigation';
import { DateText } from '../../ui/DateText';
import { Markdown } from '../../ui/Markdown';
import { Picture } from '../../ui/Picture';
import { detailScreen } from '../kit/DetailShell';
import { AuthorCard } from './AuthorCard';
import { splitBanner } from './banner';
import { categoryHref, tagHref } from './blog-query';

/** /blog/{slug}: the article, its author, dates in the visitor's locale, read time and tags. */
export const DetailScreen = detailScreen(
  'blogPosts',
  { titleOf: (post) => post.title },
  ({ record: post }) => {
    const updated = post.updatedAt.slice(0, 10) !== post.publishedAt.slice(0, 10);
    const { content, alt } = splitBanner(post.content, post.image);
    return (
      <>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <article className="min-w-0" aria-labelledby="post-title">
            <header>
              <Link
                href={categoryHref(post.category)}
                className="badge-brand touch-target min-h-6 hover:underline"
              >
                {post.category}
              </Link>
              <h1
                id="post-title"
                className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl"
              >
                {post.title}
              </h1>
              {post.summary && <p className="mt-3 text-lg text-text-muted">{post.summary}</p>}
              <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-text-faint">
                <span className="flex items-center gap-2 text-text">
                  <Picture
                    src={post.author.avatar}
                    alt=""
                    className="h-7 w-7 rounded-full bg-ink-600 object-cover"
                  />
                  {post.author.name}
                </span>
                <span>
                  Published <DateText value={post.publishedAt} />
                </span>
                {updated && (
                  <span>
                    Updated <DateText value={post.updatedAt} />
                  </span>
                )}
                <span>{post.readTime}</span>
              </p>
            </header>
            <Picture
              src={post.image}
              alt={alt}
              loading="lazy"
              className="mt-6 aspect-[2/1] w-full rounded-2xl bg-ink-700 object-cover"
            />
            <Markdown source={content} topLevel={2} className="mt-8 max-w-3xl" />
          </article>
          <aside className="flex min-w-0 flex-col gap-4 lg:sticky lg:top-20 lg:self-start">
            <AuthorCard author={post.author} />
            <section aria-labelledby="post-tags" className="card">
              <h2 id="post-tags" className="stat-label">
                Tags
              </h2>
              {post.tags.length === 0 ? (
                <p className="muted mt-2 text-sm">No tags.</p>
              ) : (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Link href={tagHref(tag)} className="chip touch-target">
                        #{tag}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </aside>
        </div>
      </>
    );
  },
);
