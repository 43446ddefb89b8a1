import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.app.close());

describe('device connection ', () => {
  it('is "not connected" until the device reports, then names it, until it disconnects', async () => {
    const token = await backend.login('staff');
    const read = async () => (await backend.call({ method: 'GET', url: '/api/socket/web/getConnection?name=staff', token })).body.data;
    expect(await read()).toEqual({ deviceName: '', ip: '' });
    const connected = await backend.call({ method: 'POST', url: '/api/socket/device/connect', token, payload: { deviceName: '话机-01', ip: '10.0.0.8' } });
    expect(connected.body.code).toBe(200);
    expect(await read()).toEqual({ deviceName: '话机-01', ip: '10.0.0.8' });
    await backend.call({ method: 'POST', url: '/api/socket/device/disconnect', token });
    expect(await read()).toEqual({ deviceName: '', ip: '' });
  });

  it('answers only the user’s own device (admin may look at any)', async () => {
    const other = await backend.call({ method: 'GET', url: '/api/socket/web/getConnection?name=staff', token: await backend.login('department') });
    expect(other.body.code).toBe(403);
    const admin = await backend.call({ method: 'GET', url: '/api/socket/web/getConnection?name=staff', token: await backend.login('admin') });
    expect(admin.body.code).toBe(200);
  });

  it('needs a device name', async () => {
    const { body } = await backend.call({ method: 'POST', url: '/api/socket/device/connect', token: await backend.login('staff'), payload: {} });
    expect(body).toMatchObject({ code: 400, message: '请填写设备名称' });
  });
});
