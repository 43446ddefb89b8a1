/**
 * An area team's release: builds one remote and releases it as a new version; the running shells
 * pick it up from the registry. `pnpm release <remote>`; `pnpm release host-shell` builds and
 * releases the shell. To the deploy directory, or to a bucket when CONSOLE_STORE_* name one.
 *
 * Canaries (README, "Canary releases"): `pnpm release <remote> --canary <percent> [--host h,...]
 * [--role r,...] [--company id,...] [--users id,...]` builds and releases the remote for that share
 * of the targeted users (or, with a canary running, raises its share without building);
 * `--promote` makes it everyone's, `--abort` takes it back. `--no-build` releases what is built
 * (the remote's dist/, or CONSOLE_DIST_DIR, where a build writes when it is set). `--reason <text>`, `--by <who>` (else
 * CONSOLE_RELEASE_BY, else the system user) and `--figures <json>` go into the release history.
 */
import { execFileSync } from 'node:child_process';
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import { ROLES, type Role, type RolloutTargets } from '@console/sdk/manifest';
import { abortCanary, canaryRemote, checkPercent, promoteCanary, type DecisionNote } from '../canary';
import { findApp, SHELL } from '../layout';
import { releaseRemote, releaseShell } from '../release';
import { releaseTarget } from '../releaseTarget';
import { storeConfigFromEnv } from '../store/config';

const USAGE =
  '用法：pnpm release <remote-crm | remote-carrier | remote-cloudcall | remote-inventory | remote-admin | host-shell>\n' +
  '      pnpm release <remote> --canary <1-100> [--host 主机,…] [--role 角色,…] [--company 企业ID,…] [--users 用户ID,…] [--no-build]\n' +
  '      pnpm release <remote> --promote | --abort    [--reason 原因] [--by 操作人] [--figures JSON]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      canary: { type: 'string' },
      promote: { type: 'boolean' },
      abort: { type: 'boolean' },
      host: { type: 'string' },
      role: { type: 'string' },
      company: { type: 'string' },
      users: { type: 'string' },
      reason: { type: 'string' },
      by: { type: 'string' },
      figures: { type: 'string' },
      'no-build': { type: 'boolean' },
    },
  });
} catch (error) {
  // node:util's own text is English: name the option in Chinese instead.
  const option = /'([^']+)'/.exec((error as Error).message)?.[1];
  fail(`参数无效${option ? `：${option}` : ''}\n${USAGE}`);
}
const { values, positionals } = parsed;
const name = positionals[0] ?? '';
if (!name.startsWith('remote-') && name !== SHELL.name) fail(USAGE);
findApp(name);
const modes = [values.canary !== undefined, values.promote, values.abort].filter(Boolean).length;
if (modes > 1) fail(`--canary、--promote、--abort 只能选一个\n${USAGE}`);
if (modes === 1 && name === SHELL.name) fail('主应用不做灰度发布');

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const ids = (value: string | undefined, what: string) =>
  list(value)?.map((item) => (/^[1-9]\d*$/.test(item) ? Number(item) : fail(`${what}须为正整数：${item}`)));
function targetsOf(): RolloutTargets | undefined {
  const roles = list(values.role)?.map((role) =>
    (ROLES as readonly string[]).includes(role) ? (role as Role) : fail(`未知的角色：${role}（可选：${ROLES.join('、')}）`),
  );
  const targets: RolloutTargets = {
    ...(values.host ? { hosts: list(values.host) } : {}),
    ...(roles ? { roles } : {}),
    ...(values.company ? { companies: ids(values.company, '企业ID') } : {}),
    ...(values.users ? { users: ids(values.users, '用户ID') } : {}),
  };
  return Object.keys(targets).length > 0 ? targets : undefined;
}
let figures: unknown;
try {
  figures = values.figures === undefined ? undefined : JSON.parse(values.figures);
} catch {
  fail(`--figures 须为 JSON：${values.figures}`);
}
const note: DecisionNote = { by: values.by ?? process.env.CONSOLE_RELEASE_BY ?? userInfo().username, reason: values.reason, figures };

const store = storeConfigFromEnv();
const where = store ? `对象存储 ${store.publicUrl}` : '部署目录';
const build = () => execFileSync('pnpm', ['--filter', `@console/${name}`, 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });

try {
  if (values.promote) {
    const rollout = await promoteCanary(name, note);
    console.log(`已全量发布 ${name} ${rollout.version}（${where}）：注册表已指向它`);
  } else if (values.abort) {
    const rollout = await abortCanary(name, note);
    console.log(`已撤回 ${name} 的灰度版本 ${rollout.version}（${where}）：用户回到稳定版本`);
  } else if (values.canary !== undefined) {
    const percent = checkPercent(Number(values.canary));
    const targets = targetsOf();
    const running = (await releaseTarget().readRollouts()).remotes.some((rollout) => rollout.name === name);
    if (!running && !values['no-build']) build();
    const { rollout, started } = await canaryRemote(name, percent, targets, note, process.env.CONSOLE_DIST_DIR);
    console.log(
      `${started ? '已灰度发布' : '已提高灰度比例'} ${name} ${rollout.version} 到${where}：${rollout.percent}%${rollout.targets ? `，目标 ${JSON.stringify(rollout.targets)}` : ''}`,
    );
  } else {
    const started = Date.now();
    build();
    const built = Date.now();
    if (name === SHELL.name) {
      await releaseShell();
      console.log(`已发布 ${name} 到${where}（构建 ${((built - started) / 1000).toFixed(1)} s，上传 ${((Date.now() - built) / 1000).toFixed(1)} s）`);
    } else {
      const record = await releaseRemote(name);
      console.log(
        `已发布 ${name} ${record.version} 到${where}（构建 ${((built - started) / 1000).toFixed(1)} s，上传 ${((Date.now() - built) / 1000).toFixed(1)} s）：${record.manifest}`,
      );
    }
  }
} catch (error) {
  fail((error as Error).message);
}
