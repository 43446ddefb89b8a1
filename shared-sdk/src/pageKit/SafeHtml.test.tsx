import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { sanitizeRichText, type HtmlPolicy } from './SafeHtml';

/** DOMPurify on a DOM it supports (the browsers' and jsdom): happy-dom, the tests' DOM, parses a fragment so that DOMPurify keeps a <script> as text. */
const DOM = new JSDOM('').window as unknown as Window;

const POLICY: HtmlPolicy = { tags: ['p', 'b', 'a', 'ul', 'li'], attributes: { a: ['href', 'target', 'rel'] }, links: ['https://', 'mailto:'] };

describe('sanitizeRichText', () => {
  it.each([
    ['<p>好<script>alert(1)</script></p>', '<p>好</p>'],
    ['<b onclick="alert(1)" class="x">粗</b><img src=x onerror=alert(1)>', '<b>粗</b>'],
    ['<a href="javascript:alert(1)">链接</a>', '<a target="_blank" rel="noopener noreferrer">链接</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">链接</a>', '<a target="_blank" rel="noopener noreferrer">链接</a>'],
    ['<a href="http://example.com">不在方案内</a>', '<a target="_blank" rel="noopener noreferrer">不在方案内</a>'],
    ['<a href="//evil.example/x">相对</a>', '<a target="_blank" rel="noopener noreferrer">相对</a>'],
    ['<a href="https:evil.example">无斜杠</a>', '<a target="_blank" rel="noopener noreferrer">无斜杠</a>'],
    ['<a href="mailto:kefu@example.com">邮件</a>', '<a href="mailto:kefu@example.com" target="_blank" rel="noopener noreferrer">邮件</a>'],
    [
      '<a href="https://example.com/?a=1&amp;b=2" target="_self">帮助</a>',
      '<a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">帮助</a>',
    ],
    ['<p href="https://example.com">段落</p>', '<p>段落</p>'],
    ['<svg><script>alert(1)</script></svg><ul><li>项</li></ul>', '<ul><li>项</li></ul>'],
  ])('keeps only the policy of %j', (input, output) => {
    expect(sanitizeRichText(input, POLICY, DOM)).toBe(output);
  });
});
