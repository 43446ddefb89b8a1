import DOMPurify from 'dompurify';

/** What a rich text may hold: its tags, each tag's attributes, what its links' addresses start with (`https://`, `mailto:`). */
export interface HtmlPolicy {
  tags: readonly string[];
  attributes: Readonly<Record<string, readonly string[]>>;
  links: readonly string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `html` as `policy` allows it (the way out; the backend cleans it on the way in too): every other
 * tag, attribute and link scheme is dropped (a script or style with its content), links open apart
 * (`target="_blank"`, `rel="noopener noreferrer"`). A relative or protocol-relative link is dropped.
 */
export function sanitizeRichText(html: string, policy: HtmlPolicy, root: Window = window): string {
  const purify = DOMPurify(root as Window & typeof globalThis);
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!policy.attributes[node.nodeName.toLowerCase()]?.includes(data.attrName)) data.keepAttr = false;
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(html, {
    ALLOWED_TAGS: [...policy.tags],
    ALLOWED_ATTR: [...new Set(Object.values(policy.attributes).flat())],
    ALLOWED_URI_REGEXP: new RegExp(`^(?:${policy.links.map(escapeRegExp).join('|')})`, 'i'),
    ALLOW_DATA_ATTR: false,
  });
}

/** A rich text drawn safely: only what `policy` allows reaches the page. */
export function SafeHtml({ html, policy, className }: { html: string; policy: HtmlPolicy; className?: string }) {
  // The text is cleaned right here, so nothing unsafe is ever handed to the DOM.
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeRichText(html, policy) }} />;
}
