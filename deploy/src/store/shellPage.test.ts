import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../securityHeaders';
import { storeContentSecurityPolicy, storeIndexHtml } from './shellPage';

const PAGE =
  '<!doctype html><html><head><meta charset="UTF-8"><base href="/"><script>var theme=1</script></head><body><script defer src="main.0123456789.js"></script></body></html>';
const PUBLIC = 'https://cdn.example.com/console';
const API = 'https://api.example.com';

describe('the shell’s page published to a bucket', () => {
  it('says where it lives, where /api is, that routes are in the hash, and its policy', () => {
    const page = storeIndexHtml(PAGE, { publicUrl: PUBLIC, apiOrigin: API });
    expect(page).toContain(`<base href="${PUBLIC}/" />`);
    expect(page).toContain(`<meta name="console-api-origin" content="${API}" />`);
    expect(page).toContain('<meta name="console-routing" content="hash" />');
    expect(page).not.toContain('<base href="/">');
    // The policy comes before any script, so it covers them all.
    expect(page.indexOf('Content-Security-Policy')).toBeLessThan(page.indexOf('<script'));
  });

  it('names the published folder and the backend’s origin, nothing wider, and keeps the inline script’s hash', () => {
    const policy = storeContentSecurityPolicy(PAGE, PUBLIC, API);
    expect(policy).toContain(`default-src ${PUBLIC}/;`);
    expect(policy).toContain(`script-src ${PUBLIC}/ ${inlineScriptHashes(PAGE)[0]}`);
    expect(policy).toContain(`connect-src ${API} ${PUBLIC}/ ws: wss:`);
    expect(policy).not.toMatch(/'self'|\*|frame-ancestors|cdn\.example\.com\/? /);
  });

  it('refuses a page that does not say where it lives', () => {
    expect(() => storeIndexHtml(PAGE.replace('<base href="/">', ''), { publicUrl: PUBLIC, apiOrigin: API })).toThrow('<base href="/">');
  });
});
