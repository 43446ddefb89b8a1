import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HealthFigures } from '@console/host-shell/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY } from './decide';
import { backendFigures } from './sources';
import { releaseCli, watchLoop, watchOnce, type DecisionNote, type WatchWorld } from './watch';

const figures = (remote: string, version: string, pageLoads: number, errors: number): HealthFigures => ({
  remote,
  version,
  users: 4,
  pageLoads,
  loadFailed: errors,
  crashed: 0,
  unhandled: 0,
  errors,
  errorRate: errors / pageLoads,
  samples: 0,
  p50Ms: null,
  p95Ms: null,
  latency: [],
  firstSeenAt: '2026-12-07T00:00:00.000Z',
});

const NOW = Date.parse('2026-12-07T02:00:00.000Z');

/** A world of two canaries (carrier broken, crm healthy for an hour) whose runner and history are arrays. */
function world(change: Partial<WatchWorld> = {}) {
  const ran: string[] = [];
  const notes: DecisionNote[] = [];
  const lines: string[] = [];
  const windows: number[] = [];
  const value: WatchWorld = {
    readCanaries: async () => [
      { name: 'remote-carrier', version: '1.1.0', startedAt: '2026-12-07T01:50:00.000Z' },
      { name: 'remote-crm', version: '2.1.0', startedAt: '2026-12-07T01:00:00.000Z' },
    ],
    readStable: async () => ({ 'remote-carrier': '1.0.0', 'remote-crm': '2.0.0' }),
    readFigures: async (windowMinutes) => {
      windows.push(windowMinutes);
      return [
        figures('remote-carrier', '1.0.0', 80, 0),
        figures('remote-carrier', '1.1.0', 80, 40),
        figures('remote-crm', '2.0.0', 300, 3),
        figures('remote-crm', '2.1.0', 100, 1),
      ];
    },
    run: async (remote, action, note) => {
      ran.push(`pnpm release ${remote} --${action}`);
      notes.push(note);
    },
    log: (line) => lines.push(line),
    now: () => NOW,
    ...change,
  };
  return { value, ran, notes, lines, windows };
}

describe('watchOnce (a fake release runner stands in for `pnpm release`)', () => {
  it('aborts the broken canary through the CLI, passing the reason and both sides’ figures; leaves the healthy one', async () => {
    const { value, ran, notes, lines, windows } = world();
    const decisions = await watchOnce(value, { autoPromote: false });
    expect(windows).toEqual([DEFAULT_POLICY.soakMinutes]);
    expect(ran).toEqual(['pnpm release remote-carrier --abort']);
    expect(notes).toEqual([
      {
        reason: decisions[0].reason,
        figures: {
          stable: expect.objectContaining({ version: '1.0.0', pageLoads: 80, errors: 0 }),
          canary: expect.objectContaining({ version: '1.1.0', pageLoads: 80, errors: 40 }),
          z: decisions[0].z,
        },
      },
    ]);
    expect(decisions.map((decision) => [decision.remote, decision.action])).toEqual([
      ['remote-carrier', 'abort'],
      ['remote-crm', 'wait'],
    ]);
    expect(lines[0]).toMatch(/^\[已撤回\] remote-carrier 1\.1\.0：灰度版错误率 50\.0%/);
  });

  it('with --auto-promote promotes the canary healthy for the whole window', async () => {
    const { value, ran } = world();
    await watchOnce(value, { autoPromote: true });
    expect(ran).toEqual(['pnpm release remote-carrier --abort', 'pnpm release remote-crm --promote']);
  });

  it('says so when the CLI fails (the next round tries again), and reads nothing without a canary', async () => {
    const failing = world({
      run: async () => {
        throw new Error('退出码 1');
      },
    });
    await watchOnce(failing.value, { autoPromote: false });
    expect(failing.lines[0]).toContain('撤回未完成：退出码 1');

    const none = world({ readCanaries: async () => [] });
    expect(await watchOnce(none.value, { autoPromote: true })).toEqual([]);
    expect(none.windows).toEqual([]);
  });

  it('skips a canary the registry already names as stable (promoted meanwhile)', async () => {
    const { value, ran } = world({ readStable: async () => ({ 'remote-carrier': '1.1.0', 'remote-crm': '2.0.0' }) });
    await watchOnce(value, { autoPromote: false });
    expect(ran).toEqual([]);
  });

  it('loops until stopped, and a failed round does not stop it', async () => {
    let rounds = 0;
    const stop = new AbortController();
    const { value, lines } = world({
      readCanaries: async () => {
        rounds += 1;
        if (rounds === 1) throw new Error('网络中断');
        if (rounds === 3) stop.abort();
        return [];
      },
    });
    await watchLoop(value, { autoPromote: false, intervalMs: 1, signal: stop.signal });
    expect(rounds).toBe(3);
    expect(lines).toEqual(['[错误] 本轮检查失败：网络中断']);
  });
});

describe('backendFigures', () => {
  it('logs in as the watch account, reads the window, and logs in again when the session ended', async () => {
    const calls: string[] = [];
    let session = 0;
    const fetcher = (async (url: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push(`${init?.method ?? 'GET'} ${url} ${headers.Authorization ?? init?.body ?? ''}`);
      if (url.endsWith('/api/login/login')) return Response.json({ code: 200, message: '成功', data: { token: `t${++session}` } });
      if (headers.Authorization === 'Bearer t1' && calls.length > 2) return new Response('', { status: 401 });
      return Response.json({ code: 200, message: '成功', data: [figures('remote-crm', '2.0.0', 1, 0)] });
    }) as typeof fetch;
    const read = backendFigures({ CONSOLE_API_URL: 'http://api.test/', CONSOLE_WATCH_USERNAME: 'watcher', CONSOLE_WATCH_PASSWORD: 'pw' }, fetcher);
    expect(await read(30)).toHaveLength(1);
    expect(await read(30)).toHaveLength(1);
    expect(calls).toEqual([
      'POST http://api.test/api/login/login {"username":"watcher","password":"pw"}',
      'GET http://api.test/api/release/getHealth?windowMinutes=30 Bearer t1',
      'GET http://api.test/api/release/getHealth?windowMinutes=30 Bearer t1',
      'POST http://api.test/api/login/login {"username":"watcher","password":"pw"}',
      'GET http://api.test/api/release/getHealth?windowMinutes=30 Bearer t2',
    ]);
  });
});

describe('releaseCli', () => {
  it('runs `<command> release <remote> --<action>` with the note in the repository, and fails with its exit code', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'watch-cli-'));
    // Node runs the file `release` in `dir` as `pnpm release` would run the CLI: it notes its arguments.
    writeFileSync(
      path.join(dir, 'release'),
      `require('node:fs').writeFileSync('args.json', JSON.stringify(process.argv.slice(2))); process.exit(process.argv[2] === 'remote-crm' ? 3 : 0);`,
    );
    const run = releaseCli(dir, process.execPath);
    const note: DecisionNote = {
      reason: '灰度版错误率 50.0%',
      figures: { stable: { version: '1.0.0' }, canary: { version: '1.1.0' }, z: 3.1 } as DecisionNote['figures'],
    };
    await run('remote-carrier', 'abort', note);
    expect(JSON.parse(readFileSync(path.join(dir, 'args.json'), 'utf8'))).toEqual([
      'remote-carrier',
      '--abort',
      '--reason',
      '灰度版错误率 50.0%',
      '--by',
      'release-watch',
      '--figures',
      JSON.stringify(note.figures),
    ]);
    await expect(run('remote-crm', 'promote', note)).rejects.toThrow('pnpm release remote-crm --promote 退出码 3');
  });
});
