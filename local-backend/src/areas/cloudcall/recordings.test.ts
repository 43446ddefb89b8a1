import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { RECORD_TEXTS } from '@console/remote-cloudcall/contract';
import { readSheet, startBackend, type Harness } from '../../test/harness';

/** The records pages' search, figures and blacklisting, the recordings' audio and marks, on the seeded database. */
let backend: Harness;
const tokens: Record<string, string> = {};
const as = async (username: string, url: string, payload: Record<string, unknown> = {}) =>
  (await backend.call({ method: 'POST', url, token: tokens[username], payload })).body;
const get = (url: string, headers: Record<string, string> = {}, username?: string) =>
  backend.call({ method: 'GET', url, headers, token: username ? tokens[username] : undefined });

beforeAll(async () => {
  backend = await startBackend();
  for (const username of ['admin', 'company', 'gm']) tokens[username] = await backend.login(username);
});
afterAll(() => backend.app.close());

/** A recorded call of company 1 (the company account's) and one of another agent's company (out of its reach). */
const recordOf = (where: string) =>
  backend.db
    .prepare(
      `SELECT id, duration_seconds AS seconds, recording_url AS file, callee, company_id AS companyId FROM call_records WHERE ${where} ORDER BY id LIMIT 1`,
    )
    .get() as {
    id: number;
    seconds: number;
    file: string;
    callee: string;
    companyId: number;
  };
const ownRecording = () => recordOf("company_id = 1 AND recording_url <> '' AND duration_seconds >= 60");
const foreignRecording = () => recordOf("company_id <> 1 AND recording_url <> '' AND agent_id <> 1");

describe('records: filters by company, staff and length, and the figures of the search', () => {
  it('filters by company, staff and a duration range, each row inside them', async () => {
    const staff = backend.db.prepare('SELECT user_id FROM call_records WHERE company_id = 1 AND user_id IS NOT NULL LIMIT 1').pluck().get() as number;
    const answer = await as('admin', '/api/record/queryRequest', { companyId: 1, userId: staff, minDuration: 30, maxDuration: 300, pageSize: 100 });
    expect(answer).toMatchObject({ code: 200 });
    const { data } = answer;
    expect(data.total).toBeGreaterThan(0);
    const expected = backend.db
      .prepare('SELECT COUNT(*) FROM call_records WHERE company_id = 1 AND user_id = ? AND duration_seconds BETWEEN 30 AND 300')
      .pluck()
      .get(staff);
    expect(data.total).toBe(expected);
    for (const row of data.list) expect(row.durationSeconds >= 30 && row.durationSeconds <= 300).toBe(true);
    expect(await as('admin', '/api/record/queryRequest', { minDuration: 90, maxDuration: 10 })).toMatchObject({
      code: 400,
      message: RECORD_TEXTS.durationBounds,
    });
  });

  it('exports the records of the search, every row, phone numbers as text', async () => {
    const search = { companyId: 1, minDuration: 800 };
    const { total } = (await as('admin', '/api/record/queryRequest', { ...search, pageSize: 1 })).data;
    expect(total).toBeGreaterThan(0);
    const file = await backend.app.inject({
      method: 'POST',
      url: '/api/record/exportRecords',
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: search,
    });
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toMatch(/通话记录\.xlsx(?!\.xlsx)/);
    const sheet = await readSheet(file.rawPayload);
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('主叫号码');
    expect(typeof sheet.getRow(2).getCell(2).value).toBe('string');
  });

  it('answers the longest call, today’s connected calls and the share with a recording of the same search', async () => {
    const search = { companyId: 1 };
    const longest = (await as('admin', '/api/record/queryRequest', { ...search, sortField: 'durationSeconds', sortOrder: 'descend', pageSize: 1 })).data
      .list[0];
    expect((await as('admin', '/api/record/maximumRecord', search)).data.value).toBe(longest.durationSeconds);
    const all = (await as('admin', '/api/record/queryRequest', { ...search, pageSize: 1 })).data.total;
    const recorded = (await as('admin', '/api/record/queryRequest', { ...search, hasRecording: 1, pageSize: 1 })).data.total;
    expect((await as('admin', '/api/record/recordingRatio', search)).data.value).toBe(Math.round((recorded / all) * 1000) / 10);
    backend.db.prepare("UPDATE call_records SET start_time = datetime('now', 'localtime'), status = '已接通' WHERE id = ?").run(ownRecording().id);
    const today = backend.db
      .prepare("SELECT COUNT(*) FROM call_records WHERE company_id = 1 AND status = '已接通' AND start_time >= date('now', 'localtime')")
      .pluck()
      .get() as number;
    expect(today).toBeGreaterThan(0);
    expect((await as('admin', '/api/record/completeToday', search)).data.value).toBe(today);
  });

  it('puts a record’s callee on its company’s blacklist once, and only within reach', async () => {
    const record = ownRecording();
    backend.db.prepare('DELETE FROM blacklist WHERE phone_number = ?').run(record.callee);
    expect(await as('company', '/api/record/blockCustomers', { id: record.id })).toMatchObject({ code: 200 });
    expect(backend.db.prepare('SELECT company_id, means FROM blacklist WHERE phone_number = ?').all(record.callee)).toEqual([
      { company_id: 1, means: '风控拦截' },
    ]);
    expect(await as('company', '/api/record/blockCustomers', { id: record.id })).toMatchObject({ code: 400, message: RECORD_TEXTS.alreadyBlocked });
    expect(await as('company', '/api/record/blockCustomers', { id: foreignRecording().id })).toMatchObject({ code: 403 });
    expect(await as('gm', '/api/record/blockCustomers', { id: record.id })).toMatchObject({ code: 403 });
  });
});

describe('risky calls (/riskList2): the call records flagged risky, with their marks', () => {
  it('lists only risky calls in reach, with the keyword hits, searchable by a keyword', async () => {
    const { data } = await as('company', '/api/record/riskRecord', { pageSize: 100 });
    const expected = backend.db.prepare('SELECT COUNT(*) FROM call_records WHERE risk = 1 AND company_id = 1').pluck().get();
    expect(data.total).toBe(expected);
    const hit = data.list.find((row: { keyword: string }) => row.keyword);
    expect(hit.keyword).toMatch(/命中关键词：/);
    const word = /命中关键词：([^；]+)/.exec(hit.keyword)![1];
    const found = (await as('company', '/api/record/riskRecord', { keyword: word, pageSize: 100 })).data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThanOrEqual(data.total);
    for (const row of found.list) expect(row.keyword).toContain(word);
  });
});

describe('recordings: the audio, served by range and only to who may see the record', () => {
  it('opens a recording: a signed address, its length and a waveform of 10 values a second', async () => {
    const record = ownRecording();
    const { data } = await as('company', '/api/record/recordingInfo', { id: record.id });
    expect(data).toMatchObject({ id: record.id, durationMs: record.seconds * 1000, peaksPerSecond: 10 });
    expect(data.peaks).toHaveLength(record.seconds * 10);
    expect(data.url).toMatch(new RegExp(`^/api/record/audio\\?file=${record.file.replace('.', '\\.')}&`));
    const silent = recordOf("company_id = 1 AND recording_url = '' AND status = '已接通'");
    expect(await as('company', '/api/record/recordingInfo', { id: silent.id })).toMatchObject({ code: 400, message: RECORD_TEXTS.noRecording });
    expect(await as('company', '/api/record/recordingInfo', { id: foreignRecording().id })).toMatchObject({ code: 403 });
  });

  it('serves MP3 of the call’s length, a byte range as 206, a range past the end as 416', async () => {
    const record = ownRecording();
    const { url } = (await as('company', '/api/record/recordingInfo', { id: record.id })).data;
    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    // 8 kHz, 16 kbit/s: frames of 576 samples in 144 bytes, as many as cover the call.
    const size = Math.ceil((record.seconds * 8000) / 576) * 144;
    expect(Number(whole.headers['content-length'])).toBe(size);
    const part = await get(url, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(Number(part.headers['content-length'])).toBe(1000);
    expect((await get(url, { range: `bytes=${size + 10}-` })).status).toBe(416);
  });

  it('refuses the audio to a user who may not see the record: a direct request, a guessed name, a borrowed signature', async () => {
    const foreign = foreignRecording();
    const direct = await get(`/api/record/audio?file=${foreign.file}`, {}, 'company');
    expect(direct.status).toBe(403);
    expect(direct.body).toMatchObject({ code: 403, message: '无权限访问该数据' });
    expect((await get(`/api/record/audio?file=${foreign.file}`, {}, 'admin')).status).toBe(200);
    expect((await get('/api/record/audio?file=0123456789abcdef01234567.mp3', {}, 'admin')).status).toBe(404);
    expect((await get('/api/record/audio?file=../../etc/passwd', {}, 'admin')).status).toBe(404);
    expect((await get(`/api/record/audio?file=${foreign.file}`)).status).toBe(401);
    // The company's own signed address, with the file name changed to another company's.
    const { url } = (await as('company', '/api/record/recordingInfo', { id: ownRecording().id })).data;
    const borrowed = url.replace(/file=[^&]+/, `file=${foreign.file}`);
    expect((await get(borrowed)).status).toBe(401);
    // A signature given to admin for the foreign file does not open it for the company (another user id).
    const adminUrl = (await as('admin', '/api/record/recordingInfo', { id: foreign.id })).data.url as string;
    expect((await get(adminUrl.replace(/u=\d+/, 'u=6'))).status).toBe(401);
  });

  it('lets gm, the recording specialist, list and play every recorded call, and nothing else', async () => {
    const admin = (await as('admin', '/api/record/recordingList', { pageSize: 1 })).data.total;
    expect((await as('gm', '/api/record/recordingList', { pageSize: 1 })).data.total).toBe(admin);
    expect((await as('gm', '/api/record/queryRequest', { pageSize: 1 })).data.total).toBe(0);
    expect((await as('gm', '/api/record/recordingInfo', { id: foreignRecording().id })).code).toBe(200);
    const company = (await as('company', '/api/record/recordingList', { pageSize: 1 })).data.total;
    expect(company).toBe(backend.db.prepare("SELECT COUNT(*) FROM call_records WHERE company_id = 1 AND recording_url <> ''").pluck().get());
  });
});

describe('marks on a recording: notes and verdicts pinned to a moment beside the machine’s hits', () => {
  it('pins a note at a moment, lists it in time order, and lets only its author remove it', async () => {
    const record = ownRecording();
    const added = await as('company', '/api/record/addMark', { recordId: record.id, atMs: 12_345, kind: 'note', text: '此处客户要求退订' });
    expect(added).toMatchObject({ code: 200, data: { atMs: 12_345, kind: 'note', text: '此处客户要求退订', mine: true } });
    const { marks } = (await as('admin', '/api/record/recordingInfo', { id: record.id })).data;
    const times = marks.map((mark: { atMs: number }) => mark.atMs);
    expect(times).toEqual([...times].sort((a: number, b: number) => a - b));
    expect(marks.find((mark: { id: number }) => mark.id === added.data.id)).toMatchObject({ mine: false });
    expect(await as('admin', '/api/record/deleteMark', { id: added.data.id })).toMatchObject({ code: 400, message: RECORD_TEXTS.notMine });
    expect(await as('company', '/api/record/deleteMark', { id: added.data.id })).toMatchObject({ code: 200 });
    expect(backend.db.prepare('SELECT 1 FROM call_record_marks WHERE id = ?').get(added.data.id)).toBeUndefined();
  });

  it('refuses a moment past the end, a machine kind, an empty text and a record out of reach', async () => {
    const record = ownRecording();
    const mark = { recordId: record.id, atMs: 1000, kind: 'verdict', text: '合格' };
    expect(await as('company', '/api/record/addMark', { ...mark, atMs: record.seconds * 1000 + 1 })).toMatchObject({
      code: 400,
      message: RECORD_TEXTS.badMoment,
    });
    expect(await as('company', '/api/record/addMark', { ...mark, kind: 'ai' })).toMatchObject({ code: 400, message: '标记类型不正确' });
    expect(await as('company', '/api/record/addMark', { ...mark, text: ' ' })).toMatchObject({ code: 400, message: '请填写标记内容' });
    expect(await as('company', '/api/record/addMark', { ...mark, recordId: foreignRecording().id })).toMatchObject({ code: 403 });
  });

  it('seeds keyword and AI marks on the risky recordings', () => {
    const kinds = backend.db
      .prepare('SELECT DISTINCT m.kind FROM call_record_marks m JOIN call_records r ON r.id = m.record_id WHERE r.risk = 1')
      .pluck()
      .all();
    expect(kinds).toEqual(expect.arrayContaining(['keyword', 'ai']));
  });
});
