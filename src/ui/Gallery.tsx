import { Picture } from './Picture';

/** Images in a responsive grid, lazily loaded; alt text names the project and the position. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  if (images.length === 0) return <p className="muted text-sm">No gallery images yet.</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {images.map((src, index) => (
        <li key={`${index}-${src.slice(0, 80)}`}>
          <Picture src={src} alt={`${name}, gallery image ${index + 1} of ${images.length}`} loading="lazy" className="aspect-square w-full rounded-lg bg-ink-700 object-cover" />
        </li>
      ))}
    </ul>
  );
}
