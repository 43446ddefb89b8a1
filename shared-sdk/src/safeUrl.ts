/**
 * Which URLs may go into an `href` or `src`: the backend refuses any other when it stores
 * one, and the shell drops any other it is given, so a `javascript:`, `vbscript:` or `data:text/html`
 * URL never reaches the page even if one is in the database.
 */

/** http(s) only; the scheme must be written out (no protocol-relative `//host`, no leading junk). */
const WEB_URL = /^https?:\/\/[^\s/?#]+/i;

/** An uploaded image kept inline (the seeded brand icons are `data:image/svg+xml,...`). */
const IMAGE_DATA_URL = /^data:image\/(png|jpeg|gif|webp|bmp|x-icon|vnd\.microsoft\.icon|svg\+xml)[;,]/i;

export type UrlKind = 'link' | 'image';

export function isSafeUrl(value: string, kind: UrlKind = 'link'): boolean {
  if (WEB_URL.test(value)) {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }
  return kind === 'image' && IMAGE_DATA_URL.test(value);
}

/** `value` when it may go into an `href`/`src` of this kind, else '' (shown as no link, no image). */
export function safeUrl(value: string | null | undefined, kind: UrlKind = 'link'): string {
  return value && isSafeUrl(value, kind) ? value : '';
}
