import { useMemo } from 'react';
import { renderMarkdown } from '../lib/markdown';

/**
 * Article markdown as sanitised HTML. The ONLY component that sets HTML (ARCHITECTURE.md rule 8):
 * the HTML comes straight from `renderMarkdown` (micromark + DOMPurify) and is assigned once,
 * never re-serialised. In the browser it is TrustedHTML, which the built app's Trusted Types
 * policy requires for `innerHTML` (React 19 passes it through untouched).
 * Memoised so a re-render does not sanitise a long article again.
 */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return <div className={`prose-article ${className}`} data-markdown="" dangerouslySetInnerHTML={{ __html: html }} />;
}
