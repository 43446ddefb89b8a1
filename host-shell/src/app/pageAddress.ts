/**
 * How the console's routes sit in the page's address. On its origin server a route is the URL's
 * path (the server answers every path with the shell). An object store has no such fallback, so
 * the page published there (deploy/src/store/shellPage.ts) asks for routes in the URL's hash
 * (`…/index.html#/customer`): a reload or a bookmarked page still finds index.html.
 */
export const ROUTING_META = 'console-routing';

export function hashRouting(doc: Document = document): boolean {
  return doc.querySelector(`meta[name="${ROUTING_META}"]`)?.getAttribute('content') === 'hash';
}

/** The route the page was opened on, without query or hash. */
export function openedRoute(doc: Document = document): string {
  const { pathname, hash } = doc.location;
  if (!hashRouting(doc)) return pathname;
  return hash.slice(1).split(/[?#]/)[0] || '/';
}

/** The registry's URL: beside the shell's index.html (the folder its `<base href>` names), wherever that is published. */
export function registryUrl(doc: Document = document, pageUrl = window.location.href): string {
  return new URL('registry.json', new URL(doc.querySelector('base')?.getAttribute('href') ?? '/', pageUrl)).href;
}
