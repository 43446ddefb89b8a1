import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * Servers a test or benchmark run starts for itself, each the leader of a process group of its own:
 * one signal to the group reaches everything the server started (serve.ts's origins, kamailio's
 * workers), even when the leader itself is gone. Whatever ends this process (a return, an uncaught
 * error, Ctrl-C, SIGTERM), the groups it still has are signalled, so that no server outlives the
 * run that started it and the next run does not find its ports taken.
 */
const groups = new Set<number>();

/** Sends `signal` to every process of the group; false when none is left. */
function signalGroup(leader: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-leader, signal);
    return true;
  } catch {
    return false;
  }
}

let watching = false;
function stopGroupsOnExit(): void {
  if (watching) return;
  watching = true;
  process.on('exit', () => {
    for (const leader of groups) signalGroup(leader, 'SIGTERM');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    const onSignal = () => {
      for (const leader of groups) signalGroup(leader, 'SIGTERM');
      // Alone, this listener would keep the process alive: it ends as the signal would have ended
      // it. Where another listener is there (Playwright's runner), that one decides.
      if (process.listenerCount(signal) === 1) {
        process.removeListener(signal, onSignal);
        process.kill(process.pid, signal);
      }
    };
    process.on(signal, onSignal);
  }
}

/** Starts `command` as the leader of a new process group, stopped when this process ends if not before. */
export function spawnGroup(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  // A missing binary: no process, and the error event says why (the caller waits for its ports).
  if (child.pid === undefined) return child;
  groups.add(child.pid);
  stopGroupsOnExit();
  return child;
}

/**
 * Stops the group `leader` leads (this process's or one another process started): SIGTERM, then
 * SIGKILL to what is left after `graceMs`. Resolves once no process of the group is left.
 */
export async function stopGroup(leader: number, graceMs = 10_000): Promise<void> {
  groups.delete(leader);
  if (!signalGroup(leader, 'SIGTERM')) return;
  if (await groupGone(leader, graceMs)) return;
  signalGroup(leader, 'SIGKILL');
  await groupGone(leader, 2000);
}

async function groupGone(leader: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (signalGroup(leader, 0)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
