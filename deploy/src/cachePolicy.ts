/**
 * Cache-Control per served file (MF-NOTES pitfall 9): content-hashed chunks never change, so they
 * are cached for a year; everything that names other files (registry, manifests, remoteEntry.js,
 * index.html) must be revalidated on every load, so a release is seen at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const HASHED = /\.[0-9a-f]{10}\.(js|css|map|png|svg|jpe?g|gif|ico|mp3|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? IMMUTABLE : NO_CACHE;
}
