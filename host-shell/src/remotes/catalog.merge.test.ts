import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeRelease, type RemoteRecord } from './catalog';

const record = (version: string, problem: string | null = null): RemoteRecord => ({
  name: 'remote-crm',
  version,
  manifestUrl: `http://localhost:8081/${version}/console-manifest.json`,
  entryUrl: `http://localhost:8081/${version}/remoteEntry.js`,
  manifest: problem?.startsWith('模块清单') ? null : ({ version } as RemoteRecord['manifest']),
  problem,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('mergeRelease (a new registry entry under a running shell)', () => {
  it('a remote not loaded yet takes the new release for its next visit', () => {
    expect(mergeRelease(record('1.0.0'), record('1.1.0'), false)).toEqual(record('1.1.0'));
  });

  it('a loaded remote keeps running its release; the new one waits', () => {
    const merged = mergeRelease(record('1.0.0'), record('1.1.0'), true);
    expect(merged.version).toBe('1.0.0');
    expect(merged.pendingUpdate?.version).toBe('1.1.0');
  });

  it('a release whose manifest is missing or invalid leaves the working one in use and reports why', () => {
    const merged = mergeRelease(record('1.0.0'), record('1.1.0', '模块清单不可用：HTTP 404'), false);
    expect(merged.version).toBe('1.0.0');
    expect(merged.problem).toBeNull();
    expect(merged.updateProblem).toContain('版本 1.1.0 不可用');
    expect(console.error).toHaveBeenCalled();
  });

  it('a broken remote takes whatever the registry names now', () => {
    expect(mergeRelease(record('1.0.0', '模块清单不可用：HTTP 502'), record('1.1.0'), false).version).toBe('1.1.0');
  });

  it('the same release read again recovers a remote whose origin came back, and never breaks a working one', () => {
    expect(mergeRelease(record('1.0.0', '模块清单不可用：down'), record('1.0.0'), false).problem).toBeNull();
    expect(mergeRelease(record('1.0.0'), record('1.0.0', '模块清单不可用：down'), true).problem).toBeNull();
  });

  it('the release in use named again leaves nothing waiting and nothing reported', () => {
    const waiting = { ...record('1.0.0'), pendingUpdate: record('1.1.0'), updateProblem: '版本 1.2.0 不可用' };
    const merged = mergeRelease(waiting, record('1.0.0', '模块清单不可用：down'), true);
    expect(merged.version).toBe('1.0.0');
    expect(merged.pendingUpdate).toBeUndefined();
    expect(merged.updateProblem).toBeUndefined();
  });

  it('a rollback while loaded waits like any other release', () => {
    expect(mergeRelease(record('1.1.0'), record('1.0.0'), true).pendingUpdate?.version).toBe('1.0.0');
  });
});
