/**
 * Stored-XSS payloads (CONTRACT.md, "Stored text and URLs"). Each one, if the page ever parsed it as markup, script or a URL,
 * would set `window.__xss`, open a dialog or fetch from `xss.invalid`, which the tests watch for.
 * All fit a 50-character field (customer and reminder names, brand name); `SHORT_XSS_PAYLOADS` fit
 * the 20-character, comma-free CRM tag names.
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>__xss=1</script>',
  '<img src=x onerror="__xss=1">',
  '<img src=x onerror=alert(1)>',
  '<svg onload=__xss=1>',
  '<svg><script>__xss=1</script></svg>',
  '"><img src=x onerror=__xss=1>',
  "'><svg/onload=alert(document.domain)>",
  'javascript:__xss=1',
  '<a href="javascript:__xss=1">点我</a>',
  '<iframe src="javascript:__xss=1"></iframe>',
  '<details open ontoggle=__xss=1>',
  '<img src=x onerror=__xss=1', // unclosed tag
  '<script>__xss=1', // unclosed element
  '<!--<img src="--><img src=x onerror=__xss=1>',
  '</title></textarea><script>__xss=1</script>',
  '&lt;script&gt;__xss=1&lt;/script&gt;',
  '&#60;img src=x onerror=__xss=1&#62;',
  "{{constructor.constructor('__xss=1')()}}",
  '${__xss=1}<%= __xss=1 %>#{7*7}',
  '<img src="http://xss.invalid/pixel.png">',
  '<link rel=stylesheet href=//xss.invalid/x.css>',
  '&lt;b&gt;&#60;i&#62;',
  '<b>粗体</b>&amp;',
  '{{7*7}}${7*7}',
];

export const SHORT_XSS_PAYLOADS: readonly string[] = XSS_PAYLOADS.filter((payload) => payload.length <= 20 && !/[,，]/.test(payload));

/** URLs the backend refuses in every URL field and the shell never puts into an href or src. */
export const UNSAFE_URLS: readonly string[] = [
  'javascript:__xss=1',
  'JaVaScRiPt:__xss=1',
  'vbscript:msgbox(1)',
  'data:text/html,<script>__xss=1</script>',
  '//xss.invalid/logo.png',
  'http:xss.invalid',
];

/** An inline image whose markup would run script if it were ever put into the page as HTML. */
export const SCRIPTED_SVG_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="__xss=1" viewBox="0 0 8 8"><script>__xss=1</script><rect width="8" height="8" fill="red"/></svg>',
)}`;
