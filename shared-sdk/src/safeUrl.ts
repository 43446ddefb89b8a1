import { apiOrigin } from './api/origin';

/**
 * Which URLs may go into an `href` or `src`: the backend refuses any other when it stores
 * one, and the shell drops any other it is given, so a `javascript:`, `vbscript:` or `data:text/html`
 * URL never reaches the page even if one is in the database.
 */

/** http(s) only; the scheme must be written out (no protocol-relative `//host`, no leading junk). */
const WEB_URL = /^https?:\/\/[^\s/?#]+/i;

/** An uploaded image kept inline (the seeded brand icons are `data:image/svg+xml,...`). */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)[;,]/i;

/** Where the backend serves an uploaded image: content-addressed (sha-256 of its bytes), under the API. */
export const UPLOAD_FILE_PREFIX = '/api/admin/upload/file/';
export const UPLOAD_FILE_PATH = /^\/api\/admin\/upload\/file\/([0-9a-f]{64})\.(png|jpg|webp|ico)$/;

export type UrlKind = 'link' | 'image';

export function isSafeUrl(value: string, kind: UrlKind = 'link'): boolean {
  if (WEB_URL.test(value)) {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }
  return kind === 'image' && (IMAGE_DATA_URL.test(value) || UPLOAD_FILE_PATH.test(value));
}

/** `value` when it may go into an `href`/`src` of this kind, else '' (shown as no link, no image). */
export function safeUrl(value: string | null | undefined, kind: UrlKind = 'link'): string {
  return value && isSafeUrl(value, kind) ? value : '';
}

/**
 * An image URL for a `src`: as `safeUrl(value, 'image')`, and an uploaded image's path is served by the
 * backend, so it is prefixed with the API's origin where the console names one (`apiOrigin`).
 */
export function imageSrc(value: string | null | undefined, origin: string | undefined = apiOrigin()): string {
  const safe = safeUrl(value, 'image');
  return origin && UPLOAD_FILE_PATH.test(safe) ? `${origin.replace(/\/$/, '')}${safe}` : safe;
}
