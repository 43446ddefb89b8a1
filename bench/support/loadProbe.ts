/**
 * "Is the console still usable under load?": what one more user waits for while the load runs,
 * a login and then the first page of a list, about once a second. Runs in a process of its own so
 * that the load generator's busy event loop does not add to what it measures.
 *
 *   node --import tsx loadProbe.ts <backendUrl> <method> <listPath> <durationMs>
 * Prints `ready` once started (the load begins then), and after `durationMs` one JSON array of
 * samples: { loginMs, listMs, ok }.
 */
import { platformHeaders } from '@console/sdk/rules';

const [url, method, listPath, duration] = process.argv.slice(2);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Sample {
  loginMs: number;
  listMs: number;
  ok: boolean;
}

async function sample(): Promise<Sample> {
  const started = performance.now();
  const login = await fetch(`${url}/api/login/login`, { method: 'POST', headers: form, body: 'username=admin&password=123456' });
  const session = (await login.json()) as { code: number; data: { token: string; role: string } | null };
  const loggedIn = performance.now();
  if (session.code !== 200 || !session.data) return { loginMs: loggedIn - started, listMs: 0, ok: false };
  const headers = platformHeaders(`Bearer ${session.data.token}`, session.data.role);
  const page = 'pageIndex=1&pageSize=10';
  const list =
    method === 'GET'
      ? await fetch(`${url}${listPath}?${page}`, { headers })
      : await fetch(`${url}${listPath}`, { method: 'POST', headers: { ...headers, ...form }, body: page });
  const body = (await list.json()) as { code: number };
  return { loginMs: loggedIn - started, listMs: performance.now() - loggedIn, ok: list.status === 200 && body.code === 200 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const until = Date.now() + Number(duration);
// A short run still gets samples: one every second, or a third of the run.
const interval = Math.min(1000, Number(duration) / 3);
process.stdout.write('ready\n');
const samples: Sample[] = [];
await sleep(interval / 2);
while (Date.now() < until) {
  const next = Date.now() + interval;
  try {
    samples.push(await sample());
  } catch {
    samples.push({ loginMs: 0, listMs: 0, ok: false });
  }
  await sleep(Math.min(next, until) - Date.now());
}
process.stdout.write(`${JSON.stringify(samples)}\n`);
