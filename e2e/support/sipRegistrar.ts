import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SEEDED_SIP } from '@console/sdk/seeded';
import { spawnGroup } from '../../deploy/src/processGroups';
import { E2E_PORT_OFFSET, RUN_DIR } from './platform';

/** The SIP registrar's WebSocket port: 5066 shifted like every other port of the run. */
export const SIP_WS_PORT = 5066 + E2E_PORT_OFFSET;

export const KAMAILIO = '/usr/sbin/kamailio';
const TEMPLATE = path.join(import.meta.dirname, '..', 'sip', 'kamailio.cfg.template');

/**
 * Starts Kamailio (Debian's package) on 127.0.0.1 with WebSocket and digest auth for the seeded
 * SIP account: the real registrar the browser phone registers with in the tests.
 */
export function startSipRegistrar(): number {
  const config = path.join(RUN_DIR, 'kamailio.cfg');
  writeFileSync(config, readFileSync(TEMPLATE, 'utf8').replaceAll('{{PORT}}', String(SIP_WS_PORT)).replaceAll('{{PASSWORD_1001}}', SEEDED_SIP.good.password));
  const child = spawnGroup(KAMAILIO, ['-DD', '-E', '-f', config, '-Y', RUN_DIR], { stdio: ['ignore', 'ignore', 'ignore'] });
  return child.pid!;
}
