/**
 * Origins a console lets a browser load one area's code from instead of its release (a local
 * override: `pnpm dev <remote>`). One list per deployment, read by both serving setups; the shell's
 * Content-Security-Policy names exactly these origins (script, style and connect sources), so the
 * browser itself refuses an override from anywhere else.
 *
 * CONSOLE_DEV_ORIGINS: unset gives the default of the serving setup: loopback (any port) for the
 * Node origin servers of `npm start`, none for nginx, the production setup. `none` allows none;
 * otherwise origins separated by spaces or commas (`http://dev-box:3000`, a port may be `*`), and
 * `loopback` stands for the loopback origins.
 */
export type ServingSetup = 'node' | 'nginx';

/** Loopback, any port: what a developer's own dev server listens on. */
export const LOOPBACK_DEV_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];

// A scheme, a host name without wildcards and an optional port (a number or `*`); nothing else, so
// no value can widen the policy (`*`, `http:`) or add a directive of its own (`;`, quotes).
const ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:(\d{1,5}|\*))?$/;

export function devOverrideOrigins(setup: ServingSetup, configured = process.env.CONSOLE_DEV_ORIGINS): string[] {
  const value = configured?.trim();
  if (!value) return setup === 'node' ? [...LOOPBACK_DEV_ORIGINS] : [];
  if (value === 'none') return [];
  const origins: string[] = [];
  for (const item of value.split(/[\s,]+/)) {
    const candidates = item === 'loopback' ? LOOPBACK_DEV_ORIGINS : [item.toLowerCase().replace(/\/$/, '')];
    for (const origin of candidates) {
      if (!ORIGIN.test(origin)) {
        throw new Error(`CONSOLE_DEV_ORIGINS 中的 ${item} 不是一个来源（例如 http://127.0.0.1:3000、http://dev-box:*、loopback 或 none）`);
      }
      if (!origins.includes(origin)) origins.push(origin);
    }
  }
  return origins;
}
