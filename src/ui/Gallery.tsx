import { Picture } from './Picture';

/** Tiles per shape. Wide ones take a row each in a narrow side column (lg), two side by side on a tablet. */
const LAYOUT = {
  square: { list: 'grid-cols-2 sm:grid-cols-3', tile: 'aspect-square' },
  wide: { list: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-1', tile: 'aspect-video' },
} as const;

/**
 * Images in a responsive grid, lazily loaded; alt text names the project and the position.
 * `shape` is the artwork's own: NFT art is square, campaign and token-sale banners are 16:9 with
 * text drawn in, which a square tile would cut off.
 */
export function Gallery({
  images,
  name,
  shape,
}: {
  images: readonly string[];
  name: string;
  shape: 'square' | 'wide';
}) {
  if (images.length === 0) return <p className="muted text-sm">No gallery images yet.</p>;
  const layout = LAYOUT[shape];
  return (
    <ul className={`grid gap-2 ${layout.list}`}>
      {images.map((src, index) => (
        <li key={`${index}-${src.slice(0, 80)}`}>
          <Picture
            src={src}
            alt={`${name}, gallery image ${index + 1} of ${images.length}`}
            loading="lazy"
            className={`${layout.tile} w-full rounded-lg bg-ink-700 object-cover`}
          />
        </li>
      ))}
    </ul>
  );
}
