/**
 * Characters that may stand literally in a URL path (RFC 3986 3.3: unreserved, sub-delims, ':' and
 * '@'). Percent-encoding one of them does not change what the path names (6.2.2), so `%2B` and `+`
 * are the same release directory.
 */
const LITERAL_IN_PATH = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;

/**
 * The request URL with every needlessly percent-encoded path character decoded; `/`, `?`, `#`, `%`
 * and non-ASCII stay encoded, the query is left as it was.
 *
 * The registry names a release by `encodeURIComponent(version)` (`1.0.0%2B20261123…`), while
 * @fastify/static decodes paths with `decodeURI`, which keeps `%2B` as it is and so looked for a
 * directory literally named `1.0.0%2B…` (a 404 for every manifest under `npm start`). nginx decodes
 * such paths itself.
 */
export function canonicalUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathPart = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const decoded = pathPart.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return LITERAL_IN_PATH.test(character) ? character : escape;
  });
  return decoded + query;
}
