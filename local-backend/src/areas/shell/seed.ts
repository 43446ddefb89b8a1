import { SEEDED_SIP } from '@console/sdk/seeded';
import type { Db } from '../../db/database';
import type { SeedStep } from '../../db/seedStep';

/** The browser phone's SIP accounts (users 10 and 91, seeded by the admin area). */
export function seedSipAccounts(db: Db): void {
  // The SIP registrar's WebSocket host and port (the browser tests run a real one there).
  const sipHost = process.env.SIP_WS_HOST ?? '127.0.0.1';
  const sipPort = process.env.SIP_WS_PORT ?? '5066';
  const insertSip = db.prepare('INSERT INTO sip_accounts (user_id, account, password, fs_url, ssl_port, ip) VALUES (?, ?, ?, ?, ?, ?)');
  insertSip.run(10, SEEDED_SIP.good.account, SEEDED_SIP.good.password, sipHost, sipPort, sipHost);
  // 1002's password here is not the registrar's: its registration fails, as a wrong password does.
  insertSip.run(91, SEEDED_SIP.bad.account, SEEDED_SIP.bad.password, sipHost, sipPort, sipHost);
}

/** The shell's seed steps: the SIP accounts draw nothing from faker, but run in the organisation step's sequence, where they always were. */
export const shellSeedSteps: SeedStep[] = [{ name: 'SIP 话机账号', table: 'sip_accounts', fakerSeed: { continues: '账号与业务数据' }, fill: seedSipAccounts }];
