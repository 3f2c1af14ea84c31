import { useMemo } from 'react';
import { renderMarkdown, type TopHeadingLevel } from '../lib/markdown';

/**
 * Article markdown as sanitised HTML. The ONLY component that sets HTML (ARCHITECTURE.md rule 8):
 * the HTML comes straight from `renderMarkdown` (micromark + DOMPurify) and is assigned once,
 * never re-serialised. In the browser it is TrustedHTML, which the built app's Trusted Types
 * policy requires for `innerHTML` (React 19 passes it through untouched).
 * Memoised so a re-render does not sanitise a long article again. `topLevel`: the highest heading
 * level the article may use, one below the heading it sits under.
 */
export function Markdown({ source, topLevel, className = '' }: { source: string; topLevel: TopHeadingLevel; className?: string }) {
  const html = useMemo(() => renderMarkdown(source, topLevel), [source, topLevel]);
  return <div className={`prose-article ${className}`} data-markdown="" dangerouslySetInnerHTML={{ __html: html }} />;
}
