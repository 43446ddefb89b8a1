/** Brand settings: URL fields take only http(s) (and inline images), text is kept verbatim (notices: notices.test.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_TEXTS } from '@console/sdk/messages';
import { startBackend, type Harness } from '../../test/harness';

let backend: Harness;
let admin: string;
beforeAll(async () => {
  backend = await startBackend();
  admin = await backend.login('admin');
});
afterAll(() => backend.app.close());

const ICON = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const save = (payload: Record<string, string>, token = admin) =>
  backend.call({ method: 'POST', url: '/api/oem/saveOemInfo', token, payload: { url: 'unit.localhost', webName: '单元测试品牌', ...payload } });
const read = (host: string) => backend.call({ method: 'GET', url: `/api/oem/getOemInfo?url=${host}` });

describe('POST /api/oem/saveOemInfo', () => {
  it('creates a host’s brand, keeps every text verbatim, and updates it', async () => {
    const webName = '<img src=x onerror=alert(1)>&amp;{{1}}';
    const downUrl = 'https://app.example.com/d?x="><script>alert(1)</script>';
    expect((await save({ url: 'Unit.Localhost:8080', webName, icon: ICON, downUrl, topSmallPicture: 'http://cdn.example.com/s.png' })).body.code).toBe(200);
    expect((await read('unit.localhost:9999')).body.data).toEqual({
      webName,
      icon: ICON,
      downUrl,
      topSmallPicture: 'http://cdn.example.com/s.png',
      topBigPicture: '',
    });
    await save({ webName: '改名' });
    expect((await read('unit.localhost')).body.data).toMatchObject({ webName: '改名', icon: '', downUrl: '' });
  });

  it.each([
    ['icon', '图标', 'javascript:alert(1)'],
    ['icon', '图标', 'data:text/html,<script>alert(1)</script>'],
    ['topSmallPicture', '侧栏标志', 'JaVaScRiPt:alert(1)'],
    ['topBigPicture', '登录页标志', '//evil.example/logo.png'],
    ['downUrl', 'APP 下载地址', 'vbscript:msgbox(1)'],
    ['downUrl', 'APP 下载地址', ICON],
    ['downUrl', 'APP 下载地址', '  javascript:alert(1)'],
  ])('refuses %s (%s) = %j with a 400 that says why', async (field, label, value) => {
    const { status, body } = await save({ url: 'refused.localhost', [field]: value });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 400, message: FAILURE_TEXTS.unsafeUrl(label) });
    expect(body.message).toContain('链接须以 http:// 或 https:// 开头');
    expect((await read('refused.localhost')).body.code).toBe(404);
  });

  it('is the admin’s call only', async () => {
    for (const username of ['agent', 'oem', 'company']) {
      expect((await save({ url: 'other.localhost' }, await backend.login(username))).body.code).toBe(403);
    }
  });
});
