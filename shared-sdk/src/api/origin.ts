/**
 * Calls go to the page's own origin (`/api`, proxied to the backend), unless the page names the
 * backend's origin: a console published to an object store is not served by the backend's origin.
 */
export function apiOrigin(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): string | undefined {
  return doc?.querySelector('meta[name="console-api-origin"]')?.getAttribute('content') || undefined;
}
