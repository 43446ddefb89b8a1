import { describe, expect, it } from 'vitest';
import { platformStore } from '@console/sdk';
import { pendingLoadsAtom, trackLoad } from './loadingState';

/** A promise settled from outside. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}
const pending = () => platformStore.get(pendingLoadsAtom);

describe('the top loading bar’s count', () => {
  it('counts every page load while it runs, failed ones included, and is 0 when all are done', async () => {
    const first = deferred();
    const second = deferred();
    const tracked = [trackLoad(first.promise), trackLoad(second.promise).catch(() => 'failed')];
    await Promise.resolve();
    await Promise.resolve();
    expect(pending()).toBe(2);
    first.resolve();
    await tracked[0];
    expect(pending()).toBe(1);
    second.reject(new Error('chunk'));
    expect(await tracked[1]).toBe('failed');
    expect(pending()).toBe(0);
  });
});
