/**
 * Remote images in records (any https image a signal, airdrop or article points at): cached at
 * run time only, within a bounded cache. Opaque responses count several MB each against the
 * origin's quota in Chromium, and that quota is shared with IndexedDB, so the count stays small
 * and the whole cache is dropped on a quota error rather than ever costing an import its space.
 */
export const REMOTE_IMAGES_CACHE = 'alphascout-remote-images';

export const REMOTE_IMAGES_LIMITS = { maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;

/** An image from another origin over https; the app's own images are precached instead. */
export function isRemoteImage(url: URL, destination: string, appOrigin: string): boolean {
  return destination === 'image' && url.protocol === 'https:' && url.origin !== appOrigin;
}
