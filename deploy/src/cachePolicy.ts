import path from 'node:path';

/**
 * Cache-Control per served file (MF-NOTES pitfall 9): content-hashed chunks never change, so they
 * are cached for a year; everything that names other files (registry, manifests, remoteEntry.js,
 * index.html) must be revalidated on every load, so a release is seen at once. The origin servers
 * and the object-store uploader both take headers from here.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

const HASHED = /\.[0-9a-f]{10}\.(js|css|map|png|svg|jpe?g|gif|ico|mp3|woff2?)$/;

export function cacheControlFor(filePath: string): string {
  return HASHED.test(filePath) ? IMMUTABLE : NO_CACHE;
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
