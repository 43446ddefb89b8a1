import { describe, expect, it } from 'vitest';
import { hashRouting, openedRoute, registryUrl } from './pageAddress';

/** A document at `url` whose head holds `head`. */
function page(url: string, head: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = head;
  Object.defineProperty(doc, 'location', { value: new URL(url) });
  return doc;
}

describe('where routes sit in the page address', () => {
  it('on the origin server: the path, the registry at the origin’s root', () => {
    const doc = page('http://localhost:8080/customer?page=2', '<base href="http://localhost:8080/" />');
    expect(hashRouting(doc)).toBe(false);
    expect(openedRoute(doc)).toBe('/customer');
    expect(registryUrl(doc, doc.location.href)).toBe('http://localhost:8080/registry.json');
  });

  it('published to a bucket: the hash, the registry beside index.html', () => {
    const base = 'http://127.0.0.1:17080/console/prod/';
    const doc = page(`${base}index.html#/customer?page=2`, `<base href="${base}" /><meta name="console-routing" content="hash" />`);
    expect(hashRouting(doc)).toBe(true);
    expect(openedRoute(doc)).toBe('/customer');
    expect(registryUrl(doc, doc.location.href)).toBe(`${base}registry.json`);
    expect(openedRoute(page(`${base}index.html`, '<meta name="console-routing" content="hash" />'))).toBe('/');
  });
});
