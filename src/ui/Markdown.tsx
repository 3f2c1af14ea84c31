import { useCallback, useMemo } from 'react';

import { renderMarkdown, type TopHeadingLevel } from '../lib/markdown';

/**
 * An article's image that failed to load (a mistyped URL, an outside host while offline) becomes
 * a tile holding its alt text, rather than the browser's broken-image box. Text only, so nothing
 * the sanitiser let through is re-parsed.
 */
function replaceFailedImage(event: Event): void {
  if (event.target instanceof HTMLImageElement) replaceWithTile(event.target);
}

function replaceWithTile(image: HTMLImageElement): void {
  const tile = document.createElement('span');
  tile.className = 'picture-missing';
  tile.dataset.pictureMissing = '';
  if (image.alt) {
    tile.setAttribute('role', 'img');
    tile.setAttribute('aria-label', image.alt);
    tile.textContent = image.alt;
  } else {
    tile.setAttribute('aria-hidden', 'true');
  }
  image.replaceWith(tile);
}

/**
 * A wide table or code block scrolls inside itself (prose-article): the keyboard must reach it to
 * scroll it. One that fits is no tab stop, so Tab does not stop at every block of an article.
 */
function markScrollable(article: HTMLElement): void {
  for (const block of article.querySelectorAll<HTMLElement>('table, pre')) {
    if (block.scrollWidth > block.clientWidth) block.tabIndex = 0;
    else block.removeAttribute('tabindex');
  }
}

/**
 * Article markdown as sanitised HTML. The ONLY component that sets HTML (docs/security.md, "Sanitised markdown"):
 * the HTML comes straight from `renderMarkdown` (micromark + DOMPurify) and is assigned once,
 * never re-serialised. In the browser it is TrustedHTML, which the built app's Trusted Types
 * policy requires for `innerHTML` (React 19 passes it through untouched).
 * Memoised so a re-render does not sanitise a long article again. `topLevel`: the highest heading
 * level the article may use, one below the heading it sits under.
 */
export function Markdown({
  source,
  topLevel,
  className = '',
}: {
  source: string;
  topLevel: TopHeadingLevel;
  className?: string;
}) {
  const html = useMemo(() => renderMarkdown(source, topLevel), [source, topLevel]);
  // `error` does not bubble, so it is heard on the way down; React only listens for it on the
  // elements it renders itself.
  const watchImages = useCallback((article: HTMLDivElement | null) => {
    if (!article) return;
    article.addEventListener('error', replaceFailedImage, true);
    // The HTML is set while React renders, before this runs: an image may have failed already.
    for (const image of article.querySelectorAll('img'))
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src'))
        replaceWithTile(image);
    // Told once when observed, then at every change of the article's size (a turned phone).
    const resizes = new ResizeObserver(() => markScrollable(article));
    resizes.observe(article);
    return () => {
      article.removeEventListener('error', replaceFailedImage, true);
      resizes.disconnect();
    };
  }, []);
  return (
    <div
      ref={watchImages}
      className={`prose-article ${className}`}
      data-markdown=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
