/**
 * A QR code drawn as SVG rectangles from the `qrcode` package's module matrix: React elements,
 * no markup string, so nothing passes through `innerHTML` (docs/security.md). Dark on white
 * whatever the theme, with the four-module quiet zone scanners need.
 */
import { create } from 'qrcode';
import { useMemo } from 'react';

const QUIET_ZONE = 4;

interface Run {
  x: number;
  y: number;
  width: number;
}

/** The dark modules, row by row, joined into runs: a few hundred rectangles, not a thousand. */
function darkRuns(text: string): { size: number; runs: Run[] } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const runs: Run[] = [];
  for (let y = 0; y < modules.size; y++) {
    let start = -1;
    for (let x = 0; x <= modules.size; x++) {
      const dark = x < modules.size && modules.get(y, x) === 1;
      if (dark && start < 0) start = x;
      if (!dark && start >= 0) {
        runs.push({ x: start, y, width: x - start });
        start = -1;
      }
    }
  }
  return { size: modules.size, runs };
}

export default function QrCode({
  text,
  label,
  className = '',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, runs } = useMemo(() => darkRuns(text), [text]);
  const extent = size + 2 * QUIET_ZONE;
  return (
    <svg
      viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${extent} ${extent}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={`rounded-lg bg-white ${className}`}
      data-testid="qr-code"
    >
      <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={extent} height={extent} fill="#fff" />
      {runs.map(({ x, y, width }) => (
        <rect key={`${x}-${y}`} x={x} y={y} width={width} height={1} fill="#000" />
      ))}
    </svg>
  );
}
