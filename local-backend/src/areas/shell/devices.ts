import { deviceApi } from '@console/host-shell/contract';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden } from '../../http/envelope';
import { requiredText, text } from '../../http/params';

/**
 * The phone device (desktop dialer) reports its connection for the logged-in user; the console
 * reads it with `GET /api/socket/web/getConnection` (spec section 7). Defined by this project.
 */
export const deviceEndpoints: Endpoints = [
  define({
    call: deviceApi.connect,
    handler: ({ db, params, user, request }) => {
      const deviceName = requiredText(params, 'deviceName', '设备名称', 50);
      const ip = text(params, 'ip', 'IP 地址', 45) ?? request.ip;
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
  define({
    call: deviceApi.getConnection,
    handler: ({ db, params, user }) => {
      const name = requiredText(params, 'name', '用户名', 50);
      if (name !== user.username && user.role !== 'admin') throw forbidden();
      const device = db.prepare('SELECT d.device_name AS deviceName, d.ip FROM devices d JOIN users u ON u.id = d.user_id WHERE u.username = ?').get(name);
      return device ?? { deviceName: '', ip: '' };
    },
  }),
];
