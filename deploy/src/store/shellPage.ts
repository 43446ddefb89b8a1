import { shellContentSecurityPolicy } from '../securityHeaders';

/** The meta tag that tells the console where its `/api` calls go when its page is not on the backend's origin. */
export const API_ORIGIN_META = 'console-api-origin';

/**
 * The Content-Security-Policy of the shell's page served from the store: the origin servers' policy
 * (securityHeaders.ts), with the page's own origin narrowed to the published folder (a bucket's host
 * serves other buckets too), the backend's origin added for `/api`, and `frame-ancestors` left out
 * (a `<meta>` policy cannot carry it: the CDN's response headers must; see README).
 */
export function storeContentSecurityPolicy(indexHtml: string, publicUrl: string, apiOrigin: string): string {
  const folder = `${publicUrl}/`;
  return shellContentSecurityPolicy(indexHtml, [folder])
    .split('; ')
    .filter((directive) => !directive.startsWith('frame-ancestors'))
    .map((directive) => directive.replaceAll("'self'", folder))
    .map((directive) => (directive.startsWith('connect-src') ? directive.replace('connect-src', `connect-src ${apiOrigin}`) : directive))
    .map((directive) => directive.replace(new RegExp(`(${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})( \\1)+`, 'g'), '$1'))
    .join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's index.html as published to the store. An object store sends no headers of our
 * choosing beyond Cache-Control and Content-Type, and serves no SPA fallback, so the page itself
 * says: where it lives (`<base href>`: the shell's files, the registry and the router's base path
 * follow it), where `/api` is, and its Content-Security-Policy.
 */
export function storeIndexHtml(indexHtml: string, { publicUrl, apiOrigin }: { publicUrl: string; apiOrigin: string }): string {
  if (!/<base href="\/" ?\/?>/.test(indexHtml)) throw new Error('index.html 缺少 <base href="/">：无法发布到对象存储');
  const policy = storeContentSecurityPolicy(indexHtml, publicUrl, apiOrigin);
  return indexHtml.replace(
    /<base href="\/" ?\/?>/,
    [
      `<base href="${escapeAttribute(publicUrl)}/" />`,
      `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}" />`,
      `<meta name="${API_ORIGIN_META}" content="${escapeAttribute(apiOrigin)}" />`,
      // No SPA fallback in a bucket: routes live in the URL's hash (host-shell/src/app/pageAddress.ts).
      `<meta name="console-routing" content="hash" />`,
    ].join('\n    '),
  );
}
