import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnGroup, stopGroup } from './processGroups';

/**
 * A server tree as serve.ts makes one: a leader that starts a child listening on a port and stays.
 * Both print their PID (the child its port too), so the test can look for them afterwards.
 */
const SERVER = `require('node:net').createServer().listen(0, '127.0.0.1', function () { console.log('server', process.pid, this.address().port) })`;
const TREE = `console.log('leader', process.pid); require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(SERVER)}], { stdio: ['ignore', 'inherit', 'inherit'] }); setInterval(() => {}, 1000)`;

interface Tree {
  leader: number;
  server: number;
  port: number;
}

/** Reads the tree's PIDs and port from what `child` (or a process it started) prints. */
function treeOf(child: ChildProcess): Promise<Tree> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const leader = /leader (\d+)/.exec(output);
      const server = /server (\d+) (\d+)/.exec(output);
      if (leader && server) resolve({ leader: Number(leader[1]), server: Number(server[1]), port: Number(server[2]) });
    });
    child.once('exit', () => reject(new Error(`exited before the tree was up:\n${output}`)));
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** True once no process of the tree is left and nothing listens on its port (false after 10 s). */
async function treeGone({ leader, server, port }: Tree): Promise<boolean> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (!alive(leader) && !alive(server) && !(await listening(port))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/** A run (as the bench or the browser tests' set-up) that starts the tree in a group, then `then`. */
function run(then: 'throw' | 'wait'): ChildProcess {
  const module = path.join(import.meta.dirname, 'processGroups.ts');
  const code = `
    import { spawnGroup } from ${JSON.stringify(module)};
    spawnGroup(process.execPath, ['-e', ${JSON.stringify(TREE)}], { stdio: ['ignore', 'inherit', 'inherit'] });
    process.stdin.once('data', () => { ${then === 'throw' ? "throw new Error('端口已被占用')" : ''} });
    setInterval(() => {}, 1000);`;
  // From deploy/, where `--import tsx` resolves.
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: path.dirname(import.meta.dirname),
    stdio: ['pipe', 'pipe', 'inherit'],
  });
}

describe('process groups', () => {
  it('stopGroup stops the leader and what it started, and frees the port', async () => {
    const child = spawnGroup(process.execPath, ['-e', TREE], { stdio: ['ignore', 'pipe', 'inherit'] });
    const tree = await treeOf(child);
    expect(await listening(tree.port)).toBe(true);
    await stopGroup(child.pid!);
    expect(await treeGone(tree)).toBe(true);
  });

  it('a run that fails with an uncaught error leaves no process and no listener', async () => {
    const child = run('throw');
    const tree = await treeOf(child);
    child.stdin!.write('go\n');
    expect(await treeGone(tree)).toBe(true);
  });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`a run ended by ${signal} leaves no process and no listener, and ends as the signal ends it`, async () => {
      const child = run('wait');
      const tree = await treeOf(child);
      const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_, how) => resolve(how)));
      child.kill(signal);
      expect(await exited).toBe(signal);
      expect(await treeGone(tree)).toBe(true);
    });
  }
});
