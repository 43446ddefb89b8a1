import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCanaries, ROLLOUTS_FILE } from './sources';

const ROLLOUTS = {
  remotes: [
    { name: 'remote-carrier', version: '1.1.0', manifest: 'x', percent: 50, startedAt: '2026-12-07T01:00:00.000Z' },
    { name: 'remote-crm', percent: 10 },
  ],
};

describe('readCanaries', () => {
  it('reads rollouts.json of the deploy directory (none when absent), keeping the canaries it can use', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'watch-rollouts-'));
    const file = path.join(dir, ROLLOUTS_FILE);
    expect(await readCanaries({}, file)).toEqual([]);
    writeFileSync(file, JSON.stringify(ROLLOUTS));
    expect(await readCanaries({}, file)).toEqual([
      { name: 'remote-carrier', version: '1.1.0', manifest: 'x', percent: 50, startedAt: '2026-12-07T01:00:00.000Z' },
    ]);
  });

  it("reads it at the bucket's public URL when CONSOLE_STORE_* name one: absent is none, a failure is an error", async () => {
    const env = { CONSOLE_STORE_ENDPOINT: 'http://s3.test', CONSOLE_STORE_BUCKET: 'console' };
    const asked: string[] = [];
    const answering = (response: Response) =>
      (async (url: string) => {
        asked.push(url);
        return response;
      }) as typeof fetch;
    expect(await readCanaries(env, '/nowhere', answering(Response.json(ROLLOUTS)))).toHaveLength(1);
    expect(asked).toEqual(['http://s3.test/console/rollouts.json']);
    expect(await readCanaries(env, '/nowhere', answering(new Response('', { status: 404 })))).toEqual([]);
    await expect(readCanaries(env, '/nowhere', answering(new Response('', { status: 500 })))).rejects.toThrow('HTTP 500');
  });
});
