import { createHash } from 'node:crypto';

/**
 * The security headers of every origin, one definition for both serving setups (the Node origin
 * servers and nginx). The shell's page may run scripts only from its own origin, the remotes'
 * origins and, by hash, its inline theme bootstrap (index.html applies the theme before the first
 * paint); it may be framed by no one.
 */
const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** `'sha256-…'` of each inline `<script>` of a page, as CSP names them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

/**
 * `devOrigins`: where this deployment lets a browser load one area's code from instead of its
 * release (build-config/src/devOrigins.ts); they may serve scripts, styles and answers like a remote's origin.
 */
export function shellContentSecurityPolicy(indexHtml: string, remoteOrigins: string[], devOrigins: string[] = []): string {
  const remotes = [...remoteOrigins, ...devOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${remotes} ${inlineScriptHashes(indexHtml).join(' ')}`,
    // antd writes its styles at run time (CSS-in-JS); remotes bring style chunks of their own.
    `style-src 'self' 'unsafe-inline' ${remotes}`,
    // Manifests are fetched from the remotes; the SIP phone connects to the brand's server over ws(s).
    `connect-src 'self' ${remotes} ws: wss:`,
    // A brand's icon and a user's avatar may live on any http(s) host or be an uploaded data: image.
    "img-src 'self' data: blob: http: https:",
    "font-src 'self' data:",
    "media-src 'self' data: blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
}

export function shellSecurityHeaders(indexHtml: string, remoteOrigins: string[], devOrigins: string[] = []): Record<string, string> {
  return { ...COMMON, 'Content-Security-Policy': shellContentSecurityPolicy(indexHtml, remoteOrigins, devOrigins) };
}

/** A remote's origin serves code and JSON to the shell's page, never a page of its own. */
export function remoteSecurityHeaders(): Record<string, string> {
  return { ...COMMON, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" };
}
