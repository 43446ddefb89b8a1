import { describe, expect, it } from 'vitest';
import { decodeText } from './ImportButton';

describe('decodeText', () => {
  it('reads UTF-8 and drops the BOM', () => {
    expect(decodeText(new TextEncoder().encode('\uFEFF客户名称,手机号'))).toBe('客户名称,手机号');
  });

  it('falls back to GB18030 for files saved by a Chinese-locale spreadsheet program', () => {
    // "客户" in GBK.
    expect(decodeText(new Uint8Array([0xbf, 0xcd, 0xbb, 0xa7]))).toBe('客户');
  });
});
