/**
 * The install icons, rendered from the logo (public/images/logo.svg) at build time, so they can
 * never drift from it: no exported PNG is kept in the repository. `iconsPlugin()` emits them into
 * the build (dist/icons/); the web app manifest
 * (scripts/pwa-plugin.ts) lists `APP_ICONS`.
 *
 * Every icon is the logo on the app's background colour. The "any" icons are rounded squares with
 * a transparent outside; the maskable one fills the whole square and keeps the logo inside the
 * central circle (radius 40 % of the side) that every launcher mask leaves visible.
 */
import { readFile } from 'node:fs/promises';

import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';

export const LOGO_PATH = new URL('../public/images/logo.svg', import.meta.url);

/** The app's background (uno.config.ts `ink-900`): theme and background colour of the manifest. */
export const ICON_BACKGROUND = '#0b0f1a';

export interface AppIcon {
  /** Path in the built app, also the manifest's `src`. */
  src: `/icons/${string}.png`;
  size: number;
  purpose: 'any' | 'maskable';
}

export const APP_ICONS: readonly AppIcon[] = [
  { src: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/**
 * Safari's home-screen icon: it reads no manifest icons, only `<link rel="apple-touch-icon">`
 * (index.html), and puts its own rounded mask on a full square, so it is drawn like the maskable one.
 */
const APPLE_TOUCH_ICON: AppIcon = {
  src: '/icons/apple-touch-icon-180.png',
  size: 180,
  purpose: 'maskable',
};

/** Share of the side the logo's 64-unit box takes: the maskable one stays inside the safe circle. */
export const LOGO_SHARE: Record<AppIcon['purpose'], number> = { any: 0.78, maskable: 0.76 };

/** The logo's drawing (everything inside its root `<svg>`), and its viewBox side. */
function logoDrawing(svg: string): { inner: string; side: number } {
  const root = /<svg\b[^>]*>/i.exec(svg);
  const end = svg.lastIndexOf('</svg>');
  const viewBox = root && /viewBox="0 0 (\d+(?:\.\d+)?) \1"/.exec(root[0]);
  if (!root || end < 0 || !viewBox?.[1])
    throw new Error('logo.svg: expected one root <svg> with a square viewBox "0 0 N N"');
  return { inner: svg.slice(root.index + root[0].length, end), side: Number(viewBox[1]) };
}

/** The icon as an SVG document: background, then the logo scaled and centred. */
function iconSvg(logoSvg: string, icon: AppIcon): string {
  const { inner, side } = logoDrawing(logoSvg);
  const { size, purpose } = icon;
  const logoSize = size * LOGO_SHARE[purpose];
  const offset = (size - logoSize) / 2;
  const radius = purpose === 'maskable' ? 0 : size * 0.22;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<rect width="${size}" height="${size}" rx="${radius}" fill="${ICON_BACKGROUND}"/>`,
    `<g transform="translate(${offset} ${offset}) scale(${logoSize / side})">${inner}</g>`,
    '</svg>',
  ].join('');
}

export interface RenderedIcon {
  icon: AppIcon;
  png: Buffer;
  /** RGBA, row by row, `icon.size` × `icon.size`. */
  pixels: Buffer;
}

export function renderIcon(logoSvg: string, icon: AppIcon): RenderedIcon {
  const image = new Resvg(iconSvg(logoSvg, icon), {
    fitTo: { mode: 'width', value: icon.size },
  }).render();
  return { icon, png: image.asPng(), pixels: image.pixels };
}

export async function renderAppIcons(
  icons: readonly AppIcon[] = APP_ICONS,
): Promise<RenderedIcon[]> {
  const logo = await readFile(LOGO_PATH, 'utf8');
  return icons.map((icon) => renderIcon(logo, icon));
}

/** Emits the icons into the build (the dev server has no manifest, so it needs none). */
export function iconsPlugin(): Plugin {
  return {
    name: 'alphascout:app-icons',
    apply: 'build',
    async generateBundle() {
      for (const { icon, png } of await renderAppIcons([...APP_ICONS, APPLE_TOUCH_ICON]))
        this.emitFile({ type: 'asset', fileName: icon.src.slice(1), source: png });
    },
  };
}
