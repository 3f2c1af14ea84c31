/**
 * The install icons are rendered from the logo at build time (scripts/icons.ts); these check the
 * rendering itself: sizes, the maskable icon's full bleed, and that the logo is really drawn.
 */
import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import {
  APP_ICONS,
  type AppIcon,
  LOGO_PATH,
  LOGO_SHARE,
  renderAppIcons,
  type RenderedIcon,
  renderIcon,
} from '../../../scripts/icons';

const MASKABLE: AppIcon = { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' };

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function pixel({ pixels, icon }: RenderedIcon, x: number, y: number): number[] {
  const at = (y * icon.size + x) * 4;
  return [...pixels.subarray(at, at + 4)];
}

describe('install icons rendered from the logo', () => {
  it('renders 192 and 512 px icons for any purpose and a maskable 512 px one', async () => {
    const icons = await renderAppIcons();
    expect(icons.map(({ icon }) => `${icon.size} ${icon.purpose}`)).toEqual([
      '192 any',
      '512 any',
      '512 maskable',
    ]);
    for (const { icon, png } of icons)
      expect(pngSize(png), icon.src).toEqual({ width: icon.size, height: icon.size });
  });

  it('fills the whole square of the maskable icon and rounds the corners of the others', async () => {
    const [small, large, maskable] = await renderAppIcons();
    if (!small || !large || !maskable) throw new Error('three icons expected');
    expect(pixel(maskable, 0, 0)).toEqual([11, 15, 26, 255]);
    expect(pixel(large, 0, 0)[3]).toBe(0);
    expect(pixel(small, 0, 0)[3]).toBe(0);
  });

  it('draws the logo: its cyan dot sits where the logo puts it, and nothing outside the maskable safe circle', async () => {
    const logo = await readFile(LOGO_PATH, 'utf8');
    for (const icon of APP_ICONS) {
      const rendered = renderIcon(logo, icon);
      // The logo's dot: circle at (49, 18) of its 64-unit box, filled #22d3ee.
      const share = LOGO_SHARE[icon.purpose];
      const scale = (icon.size * share) / 64;
      const offset = (icon.size * (1 - share)) / 2;
      const [r, g, b] = pixel(
        rendered,
        Math.round(offset + 49 * scale),
        Math.round(offset + 18 * scale),
      );
      expect([r, g, b], icon.src).toEqual([0x22, 0xd3, 0xee]);
    }
    expect(APP_ICONS).toContainEqual(MASKABLE);
    const maskable = renderIcon(logo, MASKABLE);
    const { size } = maskable.icon;
    const background = pixel(maskable, 0, 0);
    for (let y = 0; y < size; y += 4) {
      for (let x = 0; x < size; x += 4) {
        const outsideSafeCircle = Math.hypot(x - size / 2, y - size / 2) > size * 0.4;
        if (outsideSafeCircle) expect(pixel(maskable, x, y), `${x},${y}`).toEqual(background);
      }
    }
  });

  it('refuses a logo without a square viewBox rather than drawing it wrongly', () => {
    expect(() =>
      renderIcon('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 32"></svg>', MASKABLE),
    ).toThrow(/square viewBox/);
  });
});
