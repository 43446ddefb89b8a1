import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeLoadFailure, PageLoadError, withTimeout } from './loadPage';

afterEach(() => vi.useRealTimers());

describe('describeLoadFailure (spec section 8)', () => {
  it('keeps CSS_CHUNK_LOAD_FAILED for a failed style chunk', () => {
    const error = Object.assign(new Error('Loading CSS chunk 42 failed.'), { code: 'CSS_CHUNK_LOAD_FAILED' });
    expect(describeLoadFailure(error)).toMatchObject({ message: '页面样式加载失败', code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('gives a native CSS chunk failure (no code from the bundler) the code CSS_CHUNK_LOAD_FAILED', () => {
    const error = Object.assign(new Error('Loading css chunk 12 failed.\n(error: http://x/12.css)'), { name: 'ChunkLoadError' });
    expect(describeLoadFailure(error)).toMatchObject({ message: '页面样式加载失败', code: 'CSS_CHUNK_LOAD_FAILED' });
  });

  it('says a chunk timed out', () => {
    const error = Object.assign(new Error('Loading chunk 7 failed.\n(timeout: http://x/7.js)'), { type: 'timeout' });
    expect(describeLoadFailure(error).message).toBe('页面加载超时');
  });

  it('uses the given words for anything else and passes described failures through', () => {
    expect(describeLoadFailure(new Error('boom'), '页面运行出错')).toMatchObject({ message: '页面运行出错', detail: 'boom' });
    const described = new PageLoadError('x', 'y');
    expect(describeLoadFailure(described)).toBe(described);
  });
});

describe('withTimeout', () => {
  it('rejects after 120000 ms with the given error', async () => {
    vi.useFakeTimers();
    const never = new Promise<never>(() => {});
    const guarded = withTimeout(never, 120000, () => new PageLoadError('页面加载超时', ''));
    vi.advanceTimersByTime(119999);
    let settled = false;
    guarded.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    await expect(guarded).rejects.toMatchObject({ message: '页面加载超时' });
  });

  it('resolves with the value when it comes in time', async () => {
    await expect(withTimeout(Promise.resolve(7), 10, () => new Error('late'))).resolves.toBe(7);
  });
});
