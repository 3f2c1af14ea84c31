// @vitest-environment happy-dom
/**
 * The QR code (src/ui/QrCode.tsx): SVG rectangles that cover exactly the dark modules of the
 * `qrcode` package's matrix, inside a white quiet zone.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { create } from 'qrcode';
import { afterEach, describe, expect, it } from 'vitest';

import QrCode from '../../../src/ui/QrCode';

afterEach(cleanup);

describe('QrCode', () => {
  it('draws every dark module of the matrix and no light one', () => {
    const text = 'https://alphascout.example/tracker#join=AEAQ-CAIB-AEAQ-CAIB-AEAQ-CAIB-AEAQ-CAIB';
    render(<QrCode text={text} label="Join link" />);
    const svg = screen.getByRole('img', { name: 'Join link' });
    const { modules } = create(text, { errorCorrectionLevel: 'M' });
    const drawn = new Set<string>();
    for (const rect of svg.querySelectorAll('rect[fill="#000"]')) {
      const x = Number(rect.getAttribute('x'));
      const y = Number(rect.getAttribute('y'));
      for (let dx = 0; dx < Number(rect.getAttribute('width')); dx++) drawn.add(`${x + dx},${y}`);
    }
    const dark = new Set<string>();
    for (let y = 0; y < modules.size; y++)
      for (let x = 0; x < modules.size; x++) if (modules.get(y, x) === 1) dark.add(`${x},${y}`);
    expect(drawn).toEqual(dark);
    expect(svg.getAttribute('viewBox')).toBe(`-4 -4 ${modules.size + 8} ${modules.size + 8}`);
  });
});
