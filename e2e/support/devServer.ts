import { spawn, type ChildProcess } from 'node:child_process';
import { inConsoleDevPort } from '@console/build-config';
import { E2E, platformEnv, portOpen, REPO_ROOT, shellUrl } from './platform';

/**
 * `pnpm dev <remote>` beside the test console, as an area team runs it (its script, without pnpm),
 * the console's address given with --console, the dev server on the remote's port + 50 of this
 * run's offset.
 */
export class DevServer {
  readonly origin: string;
  readonly port: number;
  private output = '';
  private readonly handedOut = new Set<string>();

  private constructor(
    readonly remote: string,
    private readonly child: ChildProcess,
  ) {
    this.port = inConsoleDevPort(E2E.remotes.find((candidate) => candidate.name === remote)!);
    this.origin = `http://127.0.0.1:${this.port}`;
    const keep = (chunk: Buffer) => (this.output += chunk.toString());
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }

  static async start(remote: string): Promise<DevServer> {
    const child = spawn('sh', ['scripts/dev.sh', remote, '--console', shellUrl()], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...platformEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const server = new DevServer(remote, child);
    await server.until(() => server.links().length > 0, '开发服务器就绪', 90_000);
    return server;
  }

  /** Every one-time link the dev server printed so far. */
  links(): string[] {
    return [...this.output.matchAll(/(http:\/\/\S+#console-dev-origin=\S+)/g)].map(([, link]) => link!);
  }

  /** The latest link printed: never traded yet (the dev server prints a new one after each trade). */
  latestLink(): string {
    return this.links().at(-1)!;
  }

  /** A link to open: the latest one, once the dev server has printed one not handed out before. */
  async freshLink(): Promise<string> {
    await this.until(() => !this.handedOut.has(this.latestLink()), '新的一次性链接');
    this.handedOut.add(this.latestLink());
    return this.latestLink();
  }

  /** What the command printed since `mark` (an earlier output length). */
  printedSince(mark: number): string {
    return this.output.slice(mark);
  }

  get printed(): number {
    return this.output.length;
  }

  async until(condition: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (this.child.exitCode !== null) throw new Error(`pnpm dev ${this.remote} 已退出：\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`等待超时：${what}\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Stops the command (and with it the Rspack dev server) and waits until its port is closed. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null) this.child.kill('SIGTERM');
    const deadline = Date.now() + 20_000;
    while ((await portOpen(this.port)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
