import { useState, type ComponentProps } from 'react';

type PictureProps = Omit<ComponentProps<'img'>, 'onError' | 'src' | 'alt'> & { src: string | undefined; alt: string };

/**
 * An `<img>` that, when its address fails (a mistyped URL in a record, an outside host while
 * offline), leaves an empty tile of the same size and colour instead of the browser's
 * broken-image box with its alt text squeezed inside. An image that says something keeps its
 * name for screen readers on the tile.
 */
export function Picture({ src, alt, className = '', width, height, ...rest }: PictureProps) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  if (src && failed !== src) {
    return <img src={src} alt={alt} className={className} width={width} height={height} onError={() => setFailed(src)} {...rest} />;
  }
  const named = alt !== '';
  return (
    <span
      role={named ? 'img' : undefined}
      aria-label={named ? alt : undefined}
      aria-hidden={named ? undefined : true}
      data-picture-missing=""
      className={`block ${className}`}
      style={{ width, height }}
    />
  );
}
