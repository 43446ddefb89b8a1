import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.app.close());

describe('top-up list (/woniuRecharge)', () => {
  it('lists pending top-ups first and handling one lowers the bell count', async () => {
    const token = await backend.login('admin');
    const count = async () => {
      const { body } = await backend.call({ method: 'POST', url: '/api/topUp/count', token });
      return body.data + body.customData;
    };
    const { body } = await backend.call({ method: 'POST', url: '/api/topUp/list', token, payload: { status: 'pending' } });
    expect(body.data.total).toBe(await count());
    const first = body.data.list[0];
    await backend.call({ method: 'POST', url: '/api/topUp/handle', token, payload: { id: first.id } });
    expect(await count()).toBe(body.data.total - 1);
    const again = await backend.call({ method: 'POST', url: '/api/topUp/handle', token, payload: { id: first.id } });
    expect(again.body).toMatchObject({ code: 400, message: '该充值已处理' });
  });

  it('is admin only', async () => {
    const { body } = await backend.call({ method: 'POST', url: '/api/topUp/list', token: await backend.login('agent') });
    expect(body.code).toBe(403);
  });
});
