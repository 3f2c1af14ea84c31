import type { ReactNode } from 'react';

/**
 * Parts of one line of facts with a dot between them ("Author · date · read time"), wrapping where
 * they must: a part that starts a line has its dot clipped off with the line's start, so a
 * wrapped line never begins "· ", and the dot, going with the part after it, never ends one.
 */
export function DotJoined({ parts }: { parts: readonly ReactNode[] }) {
  return (
    <span className="block overflow-hidden">
      <span className="-ml-4 flex flex-wrap items-center">
        {parts.map((part, index) => (
          // Keyed by place: a fixed list of parts.
          <span key={index} className="relative min-w-0 pl-4">
            {index > 0 && (
              <span aria-hidden="true" className="absolute left-0 w-4 text-center">
                ·
              </span>
            )}
            {part}
          </span>
        ))}
      </span>
    </span>
  );
}
