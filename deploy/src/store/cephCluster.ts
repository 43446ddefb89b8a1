import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A real S3-compatible store on 127.0.0.1 for the tests: Ceph's RADOS Gateway (Debian's radosgw)
 * on the smallest RADOS cluster it accepts (one monitor, one OSD keeping its data in memory, no
 * manager), in a fresh folder, stopped by PID. Ceph 16's gateway has no standalone backend, so the
 * cluster is what it takes; it starts in about 2 s.
 */
const run = promisify(execFile);

/** Ports of one cluster: `base` the monitor, base+10..base+19 the OSD (its messenger binds there), base+80 the gateway. */
export const STORE_BASE_PORT = 17_000;
export function storePorts(offset = 0) {
  const base = STORE_BASE_PORT + offset;
  return { mon: base, osdMin: base + 10, osdMax: base + 19, gateway: base + 80 };
}

export interface StoreCluster {
  /** The gateway's S3 endpoint, `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** An S3 user with full rights, made for this run (random keys, kept in memory only). */
  accessKeyId: string;
  secretAccessKey: string;
  pids: Record<string, number>;
  stop(): Promise<void>;
}

function config(dir: string, ports: ReturnType<typeof storePorts>, fsid: string): string {
  return `[global]
fsid = ${fsid}
mon_host = [v2:127.0.0.1:${ports.mon}]
public_addr = 127.0.0.1
cluster_addr = 127.0.0.1
ms_bind_msgr1 = false
ms_bind_port_min = ${ports.osdMin}
ms_bind_port_max = ${ports.osdMax}
auth_cluster_required = none
auth_service_required = none
auth_client_required = none
osd_pool_default_size = 1
osd_pool_default_min_size = 1
mon_allow_pool_size_one = true
osd_crush_chooseleaf_type = 0
osd_pool_default_pg_num = 8
osd_pool_default_pgp_num = 8
osd_pool_default_pg_autoscale_mode = off
mon_max_pg_per_osd = 1000
# Without it the gateway takes about 9 s to start and the first bucket about 2.4 s.
paxos_propose_interval = 0.1
mon_data = ${dir}/mon
run_dir = ${dir}/run
admin_socket = ${dir}/run/$name.asok
pid_file = ${dir}/run/$name.pid
log_file = ${dir}/log/$name.log
keyring = ${dir}/keyring
mon_warn_on_pool_no_redundancy = false

[osd]
osd_objectstore = memstore
memstore_device_bytes = 1073741824
osd_data = ${dir}/osd

[client.rgw.console]
rgw_frontends = beast endpoint=127.0.0.1:${ports.gateway}
# radosgw's defaults ask for a secure monitor session, which loops forever with auth off.
ms_mon_client_mode = crc
rgw_data = ${dir}/rgw
`;
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`对象存储启动超时：${what}`);
}

/** Starts a fresh cluster in `dir` (emptied first); on any failure it stops what it started. */
export async function startStoreCluster(dir: string, offset = 0): Promise<StoreCluster> {
  const ports = storePorts(offset);
  rmSync(dir, { recursive: true, force: true });
  for (const sub of ['mon', 'osd', 'run', 'log', 'rgw']) mkdirSync(path.join(dir, sub), { recursive: true });
  const conf = path.join(dir, 'ceph.conf');
  const fsid = randomUUID();
  writeFileSync(conf, config(dir, ports, fsid));
  const c = ['-c', conf];
  const children: { name: string; child: ChildProcess }[] = [];
  const daemon = (name: string, command: string, args: string[]) => {
    const log = createWriteStream(path.join(dir, 'log', `${name}.out`));
    const child = spawn(command, [...c, '-f', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.push({ name, child });
    return child;
  };
  const stop = async () => {
    // Reverse order: the gateway, then the OSD, then the monitor. memstore data is thrown away anyway.
    for (const { child } of [...children].reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    await run('ceph-authtool', ['--create-keyring', path.join(dir, 'keyring'), '--gen-key', '-n', 'mon.', '--cap', 'mon', 'allow *']);
    await run('monmaptool', ['--create', '--addv', 'a', `[v2:127.0.0.1:${ports.mon}]`, '--fsid', fsid, path.join(dir, 'monmap')]);
    await run('ceph-mon', [...c, '--mkfs', '-i', 'a', '--monmap', path.join(dir, 'monmap')]);
    daemon('mon', 'ceph-mon', ['-i', 'a']);
    await until(async () => (await run('ceph', [...c, 'mon', 'stat'], { timeout: 5_000 })).stdout.includes('quorum'), 'ceph-mon');
    const osdUuid = randomUUID();
    const osdId = (await run('ceph', [...c, 'osd', 'new', osdUuid])).stdout.trim();
    // The monitor lets an OSD boot only with the uuid it was created with.
    await run('ceph-osd', [...c, '-i', osdId, '--mkfs', '--osd-uuid', osdUuid]);
    daemon('osd', 'ceph-osd', ['-i', osdId]);
    daemon('rgw', 'radosgw', ['-n', 'client.rgw.console']);
    const endpoint = `http://127.0.0.1:${ports.gateway}`;
    await until(async () => (await fetch(endpoint, { signal: AbortSignal.timeout(2_000) })).status > 0, 'radosgw');
    const accessKeyId = randomBytes(10).toString('hex').toUpperCase();
    const secretAccessKey = randomBytes(20).toString('base64url');
    await run('radosgw-admin', [
      ...c,
      '-n',
      'client.rgw.console',
      'user',
      'create',
      '--uid',
      'console-release',
      '--display-name',
      'console release',
      '--access-key',
      accessKeyId,
      '--secret',
      secretAccessKey,
    ]);
    const pids = Object.fromEntries(children.map(({ name, child }) => [name, child.pid ?? 0]));
    writeFileSync(path.join(dir, 'pids.json'), JSON.stringify(pids, null, 2));
    return { endpoint, accessKeyId, secretAccessKey, pids, stop };
  } catch (error) {
    if (process.env.STORE_DEBUG) console.error((await run('ceph', [...c, '-s']).catch((e) => e)).stdout);
    await stop();
    throw error;
  }
}
