import { type ComponentProps, useState } from 'react';

type PictureProps = Omit<ComponentProps<'img'>, 'onError' | 'src' | 'alt'> & {
  src: string | undefined;
  alt: string;
};

/**
 * Addresses that failed in this page's life: a card scrolled out of a long list and back in
 * shows its tile at once instead of asking again and showing a broken box until it fails again.
 * Bounded, since a list offline can fail thousands of distinct addresses.
 */
const failedSources = new Set<string>();
const MAX_FAILED_SOURCES = 2_000;

function rememberFailure(src: string): void {
  if (failedSources.size >= MAX_FAILED_SOURCES) failedSources.clear();
  failedSources.add(src);
}

/**
 * An `<img>` that, when its address fails (a mistyped URL in a record, an outside host while
 * offline), leaves an empty tile of the same size and colour instead of the browser's
 * broken-image box with its alt text squeezed inside. An image that says something keeps its
 * name for screen readers on the tile.
 */
export function Picture({ src, alt, className = '', ...rest }: PictureProps) {
  const [, setFailed] = useState<string | undefined>(undefined);
  if (src && !failedSources.has(src)) {
    const onError = () => {
      rememberFailure(src);
      setFailed(src);
    };
    return <img src={src} alt={alt} className={className} onError={onError} {...rest} />;
  }
  const named = alt !== '';
  return (
    <span
      role={named ? 'img' : undefined}
      aria-label={named ? alt : undefined}
      aria-hidden={named ? undefined : true}
      data-picture-missing=""
      className={`block ${className}`}
    />
  );
}
