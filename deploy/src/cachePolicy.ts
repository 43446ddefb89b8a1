import path from 'node:path';

/**
 * Cache-Control per served file (MF-NOTES pitfall 9): content-hashed chunks never change, so they
 * are cached for a year; so is every file of a remote's release, which lives in a directory named
 * by its version (`1.0.0+20261127095432/remoteEntry.js`) that is never written again (release.ts):
 * a new release is a new URL, found through the registry. What names the current files without a
 * version in its path (the registry, the shell's index.html and its unhashed files) is revalidated
 * on every load, so a release is seen at once. The origin servers and the object-store uploader
 * both take headers from here.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

export const HASHED = /\.[0-9a-f]{10}\.(js|css|map|png|svg|jpe?g|gif|ico|mp3|woff2?)$/;
/** A directory named by a release version (releaseVersion in build-config: `1.0.0+stamp`, or REMOTE_VERSION's `x.y.z…`). */
export const RELEASE_DIR = /(^|\/)\d+\.\d+\.\d+[^/]*\//;

/** `file`: where it is served from, relative to the origin's root (or a bucket key), never an absolute path on disk. */
export function cacheControlFor(file: string): string {
  return HASHED.test(file) || RELEASE_DIR.test(file.split(path.sep).join('/')) ? IMMUTABLE : NO_CACHE;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.mp3': 'audio/mpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Types worth compressing (the servers' gzip and brotli types; images and fonts are compressed already). */
export const COMPRESSIBLE_TYPES = ['text/html', 'text/css', 'application/javascript', 'application/json', 'image/svg+xml', 'text/plain'];
/** Smaller bodies are sent as they are (nginx's gzip_min_length). */
export const COMPRESS_MIN_BYTES = 256;

export function compressible(filePath: string, size: number): boolean {
  return size >= COMPRESS_MIN_BYTES && COMPRESSIBLE_TYPES.includes(contentTypeFor(filePath).split(';')[0]);
}
