import { ROLES } from '@console/sdk/manifest';
import { SEEDED_ACCOUNTS, SEEDED_HOSTS } from '@console/sdk/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_RULES, SWIPER_TEXTS, UPLOAD_FILE_PATH, UPLOAD_TEXTS } from '@console/remote-admin/contract';
import { startBackend, type Harness } from '../../test/harness';
import { drawPng } from './brandImages';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const role of ROLES) tokens[role] = await backend.login(SEEDED_ACCOUNTS[role].username);
});
afterAll(() => backend.app.close());

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type: string }) {
  const boundary = '----console-test-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`));
    parts.push(file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = async (purpose: string, bytes: Buffer, as = 'admin', type = 'image/png') =>
  (await backend.call({ method: 'POST', url: '/api/admin/upload/uploadImage', token: tokens[as], ...multipart({ purpose }, { bytes, name: 'a.png', type }) }))
    .body;
const png = (width: number, height: number, shade = 0) => drawPng(width, height, () => [shade, 128, 200]);
const post = async (url: string, payload: Record<string, unknown> = {}, as = 'admin') =>
  (await backend.call({ method: 'POST', url, payload, token: tokens[as] })).body;

describe('image uploads', () => {
  it('stores an image checked by its bytes and serves it content-addressed, typed, nosniff and cached for good', async () => {
    const bytes = png(64, 64, 1);
    const answer = await upload('icon', bytes, 'admin', 'text/plain');
    expect(answer).toMatchObject({ code: 200, data: { width: 64, height: 64, type: 'png', size: bytes.length } });
    expect(answer.data.url).toMatch(UPLOAD_FILE_PATH);
    const served = await backend.app.inject({ method: 'GET', url: answer.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // The same bytes again: the same URL, one row.
    expect((await upload('icon', bytes)).data.url).toBe(answer.data.url);
    expect(backend.db.prepare('SELECT COUNT(*) FROM uploads WHERE sha256 = ?').pluck().get(UPLOAD_FILE_PATH.exec(answer.data.url)![1])).toBe(1);
  });

  it('refuses, naming the rule: SVG, a file that is no image whatever it is called, too large, not square, out of bounds', async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(await upload('icon', svg, 'admin', 'image/png')).toMatchObject({ code: 400, message: UPLOAD_TEXTS.svg });
    expect(await upload('logo', Buffer.from('GIF89a not really'), 'admin', 'image/png')).toMatchObject({
      code: 400,
      message: UPLOAD_TEXTS.unknownType(IMAGE_RULES.logo),
    });
    expect((await upload('icon', png(64, 32))).message).toBe(UPLOAD_TEXTS.notSquare(IMAGE_RULES.icon, 64, 32));
    expect((await upload('icon', png(8, 8))).message).toBe(UPLOAD_TEXTS.dimensions(IMAGE_RULES.icon, 8, 8));
    expect((await upload('carousel', png(200, 300))).message).toBe(UPLOAD_TEXTS.dimensions(IMAGE_RULES.carousel, 200, 300));
    // Noise does not compress: a 300×300 PNG of it is over the icon's 256 KB.
    const noisy = drawPng(300, 300, (x, y) => [(x * 7919 + y * 104729) % 251, (x * y * 31) % 253, (x ^ y) % 255]);
    const big = await upload('icon', Buffer.concat([noisy, Buffer.alloc(Math.max(0, IMAGE_RULES.icon.maxBytes + 1 - noisy.length))]));
    expect(big).toMatchObject({ code: 400, message: UPLOAD_TEXTS.tooLarge(IMAGE_RULES.icon, Math.max(noisy.length, IMAGE_RULES.icon.maxBytes + 1)) });
    expect((await upload('banner', png(64, 64))).code).toBe(400);
    const noFile = await backend.call({ method: 'POST', url: '/api/admin/upload/uploadImage', token: tokens.admin, ...multipart({ purpose: 'icon' }) });
    expect(noFile.body).toMatchObject({ code: 400, message: UPLOAD_TEXTS.noFile });
  });

  it('is the admin’s alone; a missing image is a 404', async () => {
    for (const role of ROLES.filter((one) => one !== 'admin')) expect((await upload('icon', png(64, 64, 2), role)).code).toBe(403);
    const missing = await backend.app.inject({ method: 'GET', url: `/api/admin/upload/file/${'0'.repeat(64)}.png` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(UPLOAD_TEXTS.notFound);
  });
});

describe('brands on uploads', () => {
  it('seeds every brand’s pictures as uploads, served', async () => {
    const brands = (await post('/api/oem/brandList', { pageSize: 100 })).data;
    expect(brands.total).toBe(backend.db.prepare('SELECT COUNT(*) FROM brands').pluck().get());
    for (const brand of brands.list) {
      for (const url of [brand.icon, brand.topSmallPicture, brand.topBigPicture]) expect(url).toMatch(UPLOAD_FILE_PATH);
    }
    const info = (await backend.call({ method: 'GET', url: `/api/oem/getOemInfo?url=${SEEDED_HOSTS.brand2.hostname}:5173` })).body.data;
    expect((await backend.app.inject({ method: 'GET', url: info.icon })).headers['content-type']).toBe('image/png');
  });

  it('saves a brand with an uploaded logo (logged), refuses a path that names no upload', async () => {
    const logo = (await upload('logo', png(300, 80, 9))).data.url;
    const host = SEEDED_HOSTS.brand2.hostname;
    const saved = await post('/api/oem/saveOemInfo', { url: host, webName: '新品牌', topBigPicture: logo, topSmallPicture: logo });
    expect(saved.code).toBe(200);
    const info = (await backend.call({ method: 'GET', url: `/api/oem/getOemInfo?url=${host}` })).body.data;
    expect(info).toMatchObject({ webName: '新品牌', topBigPicture: logo });
    expect(backend.db.prepare("SELECT operation FROM operation_log WHERE path = '/api/oem/saveOemInfo' ORDER BY id DESC LIMIT 1").pluck().get()).toBe(
      '保存品牌设置',
    );
    const ghost = `/api/admin/upload/file/${'f'.repeat(64)}.png`;
    expect(await post('/api/oem/saveOemInfo', { url: host, webName: '不应保存', icon: ghost })).toMatchObject({
      code: 400,
      message: UPLOAD_TEXTS.notUploaded('图标'),
    });
  });

  it('edits a listed brand by id, its host included, never onto another brand’s host; searches host and name', async () => {
    const found = (await post('/api/oem/brandList', { keyword: SEEDED_HOSTS.cloud.hostname })).data;
    expect(found.total).toBe(1);
    const row = found.list[0];
    expect(row.url).toBe(SEEDED_HOSTS.cloud.hostname);
    const taken = await post('/api/oem/saveOemInfo', { ...row, url: SEEDED_HOSTS.cy.hostname });
    expect(taken).toMatchObject({ code: 400, message: `域名 ${SEEDED_HOSTS.cy.hostname} 已有品牌` });
    expect((await post('/api/oem/saveOemInfo', { ...row, url: 'cloud2.localhost', webName: '云企业二' })).code).toBe(200);
    expect((await post('/api/oem/brandList', { keyword: '云企业二' })).data.list).toMatchObject([{ id: row.id, url: 'cloud2.localhost' }]);
    expect((await post('/api/oem/saveOemInfo', { ...row })).code).toBe(200);
  });
});

describe('carousels', () => {
  const brandId = () => backend.db.prepare('SELECT id FROM brands WHERE host = ?').pluck().get(SEEDED_HOSTS.cy.hostname) as number;
  const titles = async () => ((await post('/api/admin/swiper/list', { brandId: brandId() })).data as { title: string }[]).map((row) => row.title);

  it('lists a brand’s images in order; every role sees the enabled ones of the brand of its host', async () => {
    const all = (await post('/api/admin/swiper/list', { brandId: brandId() })).data;
    expect(all.length).toBe(3);
    for (const role of ROLES) {
      const shown = (await post('/api/admin/swiper/listShown', { url: `${SEEDED_HOSTS.cy.hostname}:5173` }, role)).data;
      expect(shown.map((row: { id: number }) => row.id)).toEqual(
        all.filter((row: { enabled: number }) => row.enabled === 1).map((row: { id: number }) => row.id),
      );
    }
    expect((await post('/api/admin/swiper/list', { brandId: brandId() }, 'agent')).code).toBe(403);
  });

  it('adds, moves, disables and deletes, keeping the order', async () => {
    const image = (await upload('carousel', png(960, 300, 77))).data.url;
    const { id } = (await post('/api/admin/swiper/add', { brandId: brandId(), title: '新图', image, enabled: 1 })).data;
    const before = await titles();
    expect(before.at(-1)).toBe('新图');
    expect((await post('/api/admin/swiper/move', { id, direction: 'up' })).code).toBe(200);
    const after = await titles();
    expect(after).toEqual([...before.slice(0, -2), '新图', before.at(-2)]);
    expect(
      await post('/api/admin/swiper/move', { id: (await post('/api/admin/swiper/list', { brandId: brandId() })).data[0].id, direction: 'up' }),
    ).toMatchObject({
      code: 400,
      message: SWIPER_TEXTS.edge('up'),
    });
    expect((await post('/api/admin/swiper/update', { id, title: '停用', image, enabled: 0 })).code).toBe(200);
    const shown = (await post('/api/admin/swiper/listShown', { url: SEEDED_HOSTS.cy.hostname }, 'normal')).data as { id: number }[];
    expect(shown.some((row) => row.id === id)).toBe(false);
    expect(await post('/api/admin/swiper/add', { brandId: brandId(), title: 'x', image: 'javascript:alert(1)' })).toMatchObject({ code: 400 });
    expect((await post('/api/admin/swiper/delete', { id })).code).toBe(200);
    expect(await titles()).toEqual(before.slice(0, -1));
  });
});
