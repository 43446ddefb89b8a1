import { describe, expect, it } from 'vitest';
import { imageSrc, isSafeUrl, safeUrl } from './safeUrl';

describe('safeUrl', () => {
  it.each(['http://example.com', 'https://app.example.com/download?brand=a&b="><script>', 'HTTPS://EXAMPLE.COM/x.png'])('keeps the web URL %s', (url) => {
    expect(safeUrl(url)).toBe(url);
    expect(safeUrl(url, 'image')).toBe(url);
  });

  it.each([
    'javascript:window.__xss=1',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//evil.example/x',
    'http:evil.example',
    'https:/evil.example',
    'ftp://example.com/app.apk',
    '/relative/path',
    '<img src=x onerror=alert(1)>',
  ])('drops %j as a link', (url) => {
    expect(isSafeUrl(url)).toBe(false);
    expect(safeUrl(url)).toBe('');
  });

  it('lets an inline image through only where an image goes', () => {
    const icon = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    expect(safeUrl(icon, 'image')).toBe(icon);
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=', 'image')).toBe('');
    expect(safeUrl('data:image/svg+xml;charset=utf-8,<svg/>', 'link')).toBe('');
  });

  it('answers an empty string for nothing', () => {
    expect(safeUrl(undefined)).toBe('');
    expect(safeUrl(null, 'image')).toBe('');
    expect(safeUrl('')).toBe('');
  });

  it('lets the path of an uploaded image through where an image goes, and nothing else relative', () => {
    const uploaded = `/api/admin/upload/file/${'a1'.repeat(32)}.png`;
    expect(safeUrl(uploaded, 'image')).toBe(uploaded);
    expect(safeUrl(uploaded, 'link')).toBe('');
    expect(safeUrl(`/api/admin/upload/file/${'a1'.repeat(32)}.svg`, 'image')).toBe('');
    expect(safeUrl('/api/admin/upload/file/../../login/login', 'image')).toBe('');
    expect(imageSrc(uploaded, undefined)).toBe(uploaded);
    expect(imageSrc(uploaded, 'https://api.example.com/')).toBe(`https://api.example.com${uploaded}`);
    expect(imageSrc('https://cdn.example.com/a.png', 'https://api.example.com')).toBe('https://cdn.example.com/a.png');
    expect(imageSrc('javascript:alert(1)', 'https://api.example.com')).toBe('');
  });
});
