import { deviceApi } from '@console/host-shell/contract';
import { now } from '../db/time';
import { define, type Endpoints } from '../http/endpoint';
import { text } from '../http/params';
import { invalid } from '../http/envelope';

/**
 * The phone device (desktop dialer) reports its connection for the logged-in user; the console
 * reads it with `GET /api/socket/web/getConnection` (spec section 7). Defined in issue 3.
 */
export const deviceEndpoints: Endpoints = [
  define({
    call: deviceApi.connect,
    handler: ({ db, params, user, request }) => {
      const deviceName = text(params, 'deviceName', 50);
      if (!deviceName) throw invalid('请填写设备名称');
      const ip = text(params, 'ip', 45) ?? request.ip;
      db.prepare(
        `INSERT INTO devices (user_id, device_name, ip, connected_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(user_id) DO UPDATE SET device_name = excluded.device_name, ip = excluded.ip, connected_at = excluded.connected_at`,
      ).run(user.id, deviceName, ip, now());
      return { deviceName, ip };
    },
  }),
  define({
    call: deviceApi.disconnect,
    handler: ({ db, user }) => {
      db.prepare('DELETE FROM devices WHERE user_id = ?').run(user.id);
      return null;
    },
  }),
];
