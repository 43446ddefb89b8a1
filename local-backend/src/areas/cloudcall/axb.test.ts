import { AXB_IMPORT_TEXTS, AXB_PACKAGE_TEXTS, AXB_TEXTS, axbApi, axbNumbers, axbPackageApi } from '@console/remote-cloudcall/contract';
import { historyApi } from '@console/sdk/history';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../db/time';
import { expectNumbersByKind, readSheet, startBackend, type Harness } from '../../test/harness';

let backend: Harness;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  backend = await startBackend();
  for (const name of ['admin', 'agent', 'subagent', 'company', 'staff', 'oem', 'gm']) tokens[name] = await backend.login(name);
});
afterAll(() => backend.app.close());

const post = async (url: string, payload: Record<string, unknown> = {}, as = 'admin', headers: Record<string, string> = {}) =>
  (await backend.call({ method: 'POST', url, token: tokens[as], payload, headers })).body;
const one = <T>(sql: string, ...values: unknown[]) =>
  backend.db
    .prepare(sql)
    .pluck()
    .get(...values) as T;
const inDays = (n: number) => formatDateTime(new Date(Date.now() + n * 86_400_000));

describe('the seed: one world over the admin area’s companies, thousands of rows', () => {
  it('seeds packages of each member, orders, 3000 numbers, bindings and their calls', () => {
    expect(one<number>('SELECT COUNT(DISTINCT kind) FROM axb_packages')).toBe(3);
    expect(one<number>('SELECT COUNT(*) FROM axb_orders')).toBe(600);
    expect(one<number>('SELECT COUNT(*) FROM axb_numbers')).toBe(3000);
    expect(one<number>('SELECT COUNT(*) FROM axb_bindings')).toBeGreaterThan(1000);
    expect(one<number>('SELECT COUNT(*) FROM axb_calls')).toBeGreaterThan(2000);
    // Every row's company is a seeded company, and its agent that company's agent.
    expect(one<number>('SELECT COUNT(*) FROM axb_bindings b JOIN companies c ON c.id = b.company_id WHERE b.agent_id IS NOT c.agent_id')).toBe(0);
    expect(one<number>('SELECT COUNT(*) FROM axb_calls k JOIN axb_bindings b ON b.id = k.binding_id WHERE k.company_id <> b.company_id')).toBe(0);
    // The company holds no more numbers than its packages in force count.
    expect(
      one<number>(`SELECT COUNT(*) FROM (SELECT n.company_id, COUNT(*) AS held FROM axb_numbers n WHERE n.company_id IS NOT NULL GROUP BY n.company_id) h
        WHERE h.held > (SELECT SUM(number_count) FROM axb_orders o WHERE o.company_id = h.company_id AND o.expires_at > datetime('now', 'localtime'))`),
    ).toBe(0);
  });
});

describe('a middle number is bound at most once at a time', () => {
  it('the database refuses a second open binding of a number', () => {
    const open = backend.db.prepare('SELECT number_id, company_id FROM axb_bindings WHERE released_at IS NULL LIMIT 1').get() as {
      number_id: number;
      company_id: number;
    };
    expect(() =>
      backend.db
        .prepare(
          "INSERT INTO axb_bindings (number_id, a_phone, b_phone, company_id, bound_at, expires_at) VALUES (?, '13800000001', '13900000001', ?, '2026-01-01 00:00:00', '2099-01-01 00:00:00')",
        )
        .run(open.number_id, open.company_id),
    ).toThrow(/UNIQUE/);
  });

  /** A free held number of company 1, with an enabled A number of that company. */
  function freeNumber() {
    const x = one<string>(
      `SELECT n.number FROM axb_numbers n WHERE n.company_id = 1 AND n.status = '启用'
       AND NOT EXISTS (SELECT 1 FROM axb_bindings b WHERE b.number_id = n.id AND b.released_at IS NULL) ORDER BY n.id LIMIT 1`,
    );
    const a = one<string>("SELECT phone FROM axb_private_numbers WHERE company_id = 1 AND status = '启用' ORDER BY id LIMIT 1");
    return { x, a };
  }

  it('binds, refuses the bound number, releases, and refuses a second release', async () => {
    const { x, a } = freeNumber();
    const added = await post(axbApi.bind.path, { xNumber: x, aPhone: a, bPhone: '13912345678', expiresAt: inDays(7) });
    expect(added.code).toBe(200);
    const again = await post(axbApi.bind.path, { xNumber: x, aPhone: a, bPhone: '13912345679', expiresAt: inDays(7) });
    expect(again).toMatchObject({ code: 400, message: AXB_TEXTS.numberBound });
    const row = (await post(axbApi.bindingList.path, { xNumber: x, pageIndex: 1, pageSize: 10 })).data.list[0];
    expect(row).toMatchObject({ id: added.data.id, xNumber: x, aPhone: a, bPhone: '13912345678', state: '绑定中', companyName: expect.any(String) });
    const middle = (await post(axbApi.middleNumberList.path, { number: x, pageIndex: 1, pageSize: 10 })).data.list[0];
    expect(middle).toMatchObject({ lineState: '绑定中', aPhone: a, bPhone: '13912345678' });

    expect((await post(axbApi.unbind.path, { id: added.data.id })).code).toBe(200);
    expect((await post(axbApi.unbind.path, { id: added.data.id })).message).toBe(AXB_TEXTS.notLive);
    const released = (await post(axbApi.bindingList.path, { xNumber: x, state: '已解绑', pageIndex: 1, pageSize: 10 })).data.list;
    expect(released.map((r: { id: number }) => r.id)).toContain(added.data.id);
    // Its history (变更记录): bound, then released by hand, each by admin.
    const history = (await post(historyApi.getHistory.path, { list: axbApi.bindingList.path, id: added.data.id })).data as {
      username: string;
      action: string;
    }[];
    expect(history.map((entry) => [entry.action, entry.username])).toEqual([
      ['update', 'admin'],
      ['insert', 'admin'],
    ]);
  });

  it('an expired binding reads 已过期 and frees its number at the next bind, closed as 到期', async () => {
    const { x, a } = freeNumber();
    const first = (await post(axbApi.bind.path, { xNumber: x, aPhone: a, bPhone: '13912345600', expiresAt: inDays(1) })).data.id as number;
    backend.db.prepare("UPDATE axb_bindings SET expires_at = '2020-01-01 00:00:00' WHERE id = ?").run(first);
    expect((await post(axbApi.bindingList.path, { xNumber: x, pageIndex: 1, pageSize: 1 })).data.list[0]).toMatchObject({ id: first, state: '已过期' });
    expect((await post(axbApi.middleNumberList.path, { number: x, pageIndex: 1, pageSize: 1 })).data.list[0].lineState).toBe('空闲');

    const second = await post(axbApi.bind.path, { xNumber: x, aPhone: a, bPhone: '13912345601', expiresAt: inDays(2) });
    expect(second.code).toBe(200);
    expect(backend.db.prepare('SELECT released_at, end_reason FROM axb_bindings WHERE id = ?').get(first)).toEqual({
      released_at: '2020-01-01 00:00:00',
      end_reason: '到期',
    });
    expect((await post(axbApi.unbind.path, { id: first })).message).toBe(AXB_TEXTS.notLive);
    await post(axbApi.unbind.path, { id: second.data.id });
  });

  it('refuses an unregistered A, A equal to B, a past or too long period, a stocked or unknown number', async () => {
    const { x, a } = freeNumber();
    const bind = (values: Record<string, unknown>) => post(axbApi.bind.path, { xNumber: x, aPhone: a, bPhone: '13912345678', expiresAt: inDays(3), ...values });
    expect((await bind({ aPhone: '13000000000' })).message).toBe(AXB_TEXTS.aNotRegistered('13000000000'));
    expect((await bind({ bPhone: a })).message).toBe(AXB_TEXTS.sameAB);
    expect((await bind({ expiresAt: '2020-01-01 00:00:00' })).message).toBe(AXB_TEXTS.expiresPast);
    expect((await bind({ expiresAt: inDays(400) })).message).toBe(AXB_TEXTS.expiresTooLate);
    expect((await bind({ xNumber: '99999999999' })).message).toBe(AXB_TEXTS.numberMissing('99999999999'));
    const stocked = one<string>('SELECT number FROM axb_numbers WHERE company_id IS NULL LIMIT 1');
    expect((await bind({ xNumber: stocked })).message).toBe(AXB_TEXTS.numberNotAllocated);
    expect((await bind({ bPhone: '123' })).code).toBe(400);
  });

  it('phoneInfo (GET /api/axb/phoneInfo) answers a phone’s live bindings', async () => {
    const { x, a } = freeNumber();
    const id = (await post(axbApi.bind.path, { xNumber: x, aPhone: a, bPhone: '13955556666', expiresAt: inDays(3) })).data.id;
    const info = (await backend.call({ method: 'GET', url: `${axbApi.phoneInfo.path}?phone=13955556666`, token: tokens.admin })).body.data;
    expect(info).toEqual({ phone: '13955556666', bindings: [expect.objectContaining({ xNumber: x, aPhone: a, bPhone: '13955556666' })] });
    await post(axbApi.unbind.path, { id });
    const after = (await backend.call({ method: 'GET', url: `${axbApi.phoneInfo.path}?phone=13955556666`, token: tokens.admin })).body.data;
    expect(after.bindings).toEqual([]);
  });
});

describe('the inventory: allocate within the packages, recycle when free', () => {
  it('allocates a stocked number within the quota, refuses beyond it, recycles, refuses a bound one', async () => {
    const company = one<number>('SELECT id FROM companies WHERE id NOT IN (SELECT company_id FROM axb_orders) ORDER BY id LIMIT 1');
    const stocked = one<number>('SELECT id FROM axb_numbers WHERE company_id IS NULL ORDER BY id LIMIT 1');
    expect((await post(axbApi.numberAllocate.path, { id: stocked, companyId: company })).message).toBe(AXB_TEXTS.noQuota);
    const pack = one<number>("SELECT id FROM axb_packages WHERE status = '上架' AND number_count = 5 LIMIT 1");
    backend.db.prepare('UPDATE companies SET balance = 100000 WHERE id = ?').run(company);
    expect((await post(axbPackageApi.orderBuy.path, { companyId: company, packageId: pack })).code).toBe(200);
    expect((await post(axbApi.numberAllocate.path, { id: stocked, companyId: company })).code).toBe(200);
    expect((await post(axbApi.numberAllocate.path, { id: stocked, companyId: company })).message).toBe(AXB_TEXTS.numberAllocated);
    const row = (await post(axbApi.numberList.path, { number: one<string>('SELECT number FROM axb_numbers WHERE id = ?', stocked), pageIndex: 1, pageSize: 1 }))
      .data.list[0];
    expect(row).toMatchObject({ place: '已分配', allocatedAt: expect.stringMatching(/^\d{4}-/) });
    expect((await post(axbApi.numberDelete.path, { id: stocked })).message).toBe(AXB_TEXTS.numberAllocated);
    expect((await post(axbApi.numberRecycle.path, { id: stocked })).code).toBe(200);
    expect((await post(axbApi.numberRecycle.path, { id: stocked })).message).toBe(AXB_TEXTS.numberInStock);

    const bound = one<number>(`SELECT number_id FROM axb_bindings WHERE released_at IS NULL AND expires_at > datetime('now', 'localtime') LIMIT 1`);
    expect((await post(axbApi.numberRecycle.path, { id: bound })).message).toBe(AXB_TEXTS.numberBound);
    expect((await post(axbApi.numberSave.path, { id: bound, city: '北京', operator: '移动', status: '停用' })).message).toBe(AXB_TEXTS.numberBound);
  });

  it('adds a number, refuses a duplicate, deletes a never bound stocked one', async () => {
    const added = await post(axbApi.numberSave.path, { number: '17099990001', city: '上海', operator: '联通', status: '启用' });
    expect(added.code).toBe(200);
    expect((await post(axbApi.numberSave.path, { number: '17099990001', city: '上海', operator: '联通', status: '启用' })).message).toBe(
      AXB_TEXTS.numberDuplicate('17099990001'),
    );
    expect((await post(axbApi.numberDelete.path, { id: added.data.id })).code).toBe(200);
  });
});

describe('the inventory import keeps the valid lines and names the others', () => {
  const importing = (header: string[], rows: string[][]) =>
    backend.call({ method: 'POST', url: axbApi.numberImport.path, token: tokens.admin, payload: { header, rows } }).then((answer) => answer.body);

  it('imports each valid line, refuses each bad one with its line and reason', async () => {
    const seeded = one<string>('SELECT number FROM axb_numbers LIMIT 1');
    const answer = await importing(
      ['\uFEFF中间号', '归属地', '运营商'],
      [
        ['17088880001', '杭州', '联通'],
        ['', '', ''],
        ['12ab', '杭州', '联通'],
        ['17088880001', '上海', '移动'],
        [seeded, '上海', '移动'],
        ['17088880002', '', '移动'],
        ['17088880003', '上海', '铁通'],
        ['17088880004', '上海', '电信'],
      ],
    );
    expect(answer.data).toEqual({
      imported: 2,
      refused: [
        { line: 4, number: '12ab', reason: axbNumbers.fields.number.pattern.message },
        { line: 5, number: '17088880001', reason: AXB_IMPORT_TEXTS.repeated('17088880001') },
        { line: 6, number: seeded, reason: AXB_TEXTS.numberDuplicate(seeded) },
        { line: 7, number: '17088880002', reason: AXB_IMPORT_TEXTS.city },
        { line: 8, number: '17088880003', reason: AXB_IMPORT_TEXTS.operator },
      ],
    });
    expect(
      backend.db.prepare("SELECT number, city, operator, status, company_id AS companyId FROM axb_numbers WHERE number LIKE '1708888%' ORDER BY number").all(),
    ).toEqual([
      { number: '17088880001', city: '杭州', operator: '联通', status: '启用', companyId: null },
      { number: '17088880004', city: '上海', operator: '电信', status: '启用', companyId: null },
    ]);
  });

  it('refuses a file without the template’s columns or without lines', async () => {
    expect((await importing(['中间号', '归属地'], [['17088880009', '杭州']])).message).toBe(AXB_IMPORT_TEXTS.missing(['运营商']));
    expect((await importing(['中间号', '归属地', '运营商'], [['', '', '']])).message).toBe(AXB_IMPORT_TEXTS.empty);
    const template = await backend.app.inject({ method: 'GET', url: axbApi.numberTemplate.path, headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(template.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe('中间号,归属地,运营商');
  });

  it('says how many came in and the first refused lines', () => {
    expect(AXB_IMPORT_TEXTS.done(3, [])).toBe('导入完成：新增 3 个');
    const refused = Array.from({ length: 6 }, (_, i) => ({ line: i + 2, reason: '原因' }));
    expect(AXB_IMPORT_TEXTS.done(0, refused)).toBe('导入完成：新增 0 个，未导入 6 个：第 2 行 原因；第 3 行 原因；第 4 行 原因；第 5 行 原因；第 6 行 原因 等');
  });
});

describe('packages: one table for the three members, bought with the company’s balance', () => {
  it('lists a member’s packages only, refuses a duplicate name within it, refuses deleting one that was bought', async () => {
    const x = (await post(axbPackageApi.packageList.path, { kind: 'x', pageIndex: 1, pageSize: 50 })).data;
    expect(x.total).toBe(one<number>("SELECT COUNT(*) FROM axb_packages WHERE kind = 'x'"));
    const name = x.list[0].name;
    const values = { name, numberCount: 5, minutes: 100, price: 10, overageRate: 0.1, validDays: 30, status: '上架' };
    expect((await post(axbPackageApi.packageSave.path, { ...values, kind: 'x' })).message).toBe(AXB_PACKAGE_TEXTS.duplicate(name));
    const other = await post(axbPackageApi.packageSave.path, { ...values, kind: 'xUser', name: `${name}新` });
    expect(other.code).toBe(200);
    expect((await post(axbPackageApi.packageDelete.path, { id: other.data.id })).code).toBe(200);
    const sold = one<number>('SELECT package_id FROM axb_orders LIMIT 1');
    expect((await post(axbPackageApi.packageDelete.path, { id: sold })).message).toBe(AXB_PACKAGE_TEXTS.ordered);
    expect((await post(axbPackageApi.packageList.path, { pageIndex: 1, pageSize: 10 })).code).toBe(400);
  });

  it('a purchase takes the price from the balance and writes the order in one transaction; a short balance changes nothing', async () => {
    const pack = backend.db.prepare("SELECT id, price, valid_days FROM axb_packages WHERE status = '上架' AND price > 0 LIMIT 1").get() as {
      id: number;
      price: number;
    };
    backend.db.prepare('UPDATE companies SET balance = ? WHERE id = 1').run(pack.price + 0.5);
    const orders = one<number>('SELECT COUNT(*) FROM axb_orders WHERE company_id = 1');
    const bought = await post(axbPackageApi.orderBuy.path, { companyId: 1, packageId: pack.id }, 'company');
    expect(bought).toMatchObject({ code: 200, data: { balanceAfter: 0.5 } });
    expect(one<number>('SELECT balance FROM companies WHERE id = 1')).toBe(0.5);
    const order = (await post(axbPackageApi.orderList.path, { pageIndex: 1, pageSize: 1 }, 'company')).data.list[0];
    expect(order).toMatchObject({ id: bought.data.id, price: pack.price, balanceAfter: 0.5, state: '生效中', buyer: '赵敏' });

    const refused = await post(axbPackageApi.orderBuy.path, { companyId: 1, packageId: pack.id }, 'company');
    expect(refused.message).toBe(AXB_PACKAGE_TEXTS.balance(0.5, pack.price));
    expect(one<number>('SELECT balance FROM companies WHERE id = 1')).toBe(0.5);
    expect(one<number>('SELECT COUNT(*) FROM axb_orders WHERE company_id = 1')).toBe(orders + 1);
    const off = one<number>("SELECT id FROM axb_packages WHERE status = '下架' LIMIT 1");
    expect((await post(axbPackageApi.orderBuy.path, { companyId: 1, packageId: off })).message).toBe(AXB_PACKAGE_TEXTS.offShelf);
  });

  it('/packageList is scoped on the server: a company its own, an agent its tree, staff their company; oem and gm refused', async () => {
    const total = async (as: string, headers: Record<string, string> = {}) =>
      (await post(axbPackageApi.orderList.path, { pageIndex: 1, pageSize: 1 }, as, headers)).data?.total;
    expect(await total('admin')).toBe(one<number>('SELECT COUNT(*) FROM axb_orders'));
    expect(await total('company')).toBe(one<number>('SELECT COUNT(*) FROM axb_orders WHERE company_id = 1'));
    expect(await total('staff')).toBe(one<number>('SELECT COUNT(*) FROM axb_orders WHERE company_id = 1'));
    expect(await total('subagent')).toBe(one<number>('SELECT COUNT(*) FROM axb_orders WHERE agent_id = 2'));
    expect(await total('company', { userrole: 'admin' })).toBe(one<number>('SELECT COUNT(*) FROM axb_orders WHERE company_id = 1'));
    expect((await post(axbPackageApi.orderList.path, { pageIndex: 1, pageSize: 1 }, 'oem')).code).toBe(403);
    expect((await post(axbPackageApi.orderList.path, { pageIndex: 1, pageSize: 1 }, 'gm')).code).toBe(403);
    // Another agent's company is out of the agent's reach.
    const foreign = one<number>('SELECT id FROM companies WHERE agent_id NOT IN (SELECT id FROM agents WHERE id = 1 OR parent_id = 1) LIMIT 1');
    expect((await post(axbPackageApi.orderBuy.path, { companyId: foreign, packageId: 1 }, 'agent')).code).toBe(403);
    expect((await post(axbPackageApi.orderBuy.path, { companyId: 1, packageId: 1 }, 'staff')).code).toBe(403);
  });
});

describe('private numbers, consumption and /GSAxb agree with each other', () => {
  it('refuses deleting an A number that is bound; refuses a duplicate in the company', async () => {
    const live = backend.db
      .prepare(
        `SELECT p.id, p.phone, p.company_id AS companyId FROM axb_private_numbers p JOIN axb_bindings b ON b.a_phone = p.phone AND b.company_id = p.company_id
        WHERE b.released_at IS NULL AND b.expires_at > datetime('now', 'localtime') LIMIT 1`,
      )
      .get() as { id: number; phone: string; companyId: number };
    expect((await post(axbApi.privateDelete.path, { id: live.id })).message).toBe(AXB_TEXTS.privateHasBindings);
    const duplicate = await post(axbApi.privateSave.path, { phone: live.phone, holder: '张三', companyId: live.companyId, status: '启用' });
    expect(duplicate.message).toBe(AXB_TEXTS.privateDuplicate(live.phone));
    const added = await post(axbApi.privateSave.path, { phone: '13311112222', holder: '张三', companyId: live.companyId, status: '启用' });
    expect(added.code).toBe(200);
    expect((await post(axbApi.privateSave.path, { id: added.data.id, phone: '13311112223', holder: '李四', status: '停用' })).code).toBe(200);
    expect(backend.db.prepare('SELECT phone, holder, status, company_id AS companyId FROM axb_private_numbers WHERE id = ?').get(added.data.id)).toEqual({
      phone: '13311112223',
      holder: '李四',
      status: '停用',
      companyId: live.companyId,
    });
    expect((await post(axbApi.privateDelete.path, { id: added.data.id })).code).toBe(200);
  });

  it('a company’s row on /GSAxb sums the calls /consumptionDetails lists for it', async () => {
    const name = one<string>('SELECT name FROM companies WHERE id = 1');
    const user = (await post(axbApi.userList.path, { companyName: name, pageIndex: 1, pageSize: 10 })).data.list.find(
      (r: { companyName: string }) => r.companyName === name,
    );
    // Every page of the company's calls, as the list answers them.
    const own: { companyName: string; fee: number; billedMinutes: number }[] = [];
    for (let page = 1; ; page++) {
      const { list, total } = (await post(axbApi.callList.path, { companyName: name, pageIndex: page, pageSize: 100 })).data;
      own.push(...list.filter((r: { companyName: string }) => r.companyName === name));
      if (page * 100 >= total) break;
    }
    expect(own.length).toBeGreaterThan(0);
    expect(user.callCount).toBe(own.length);
    expect(user.fee).toBeCloseTo(
      own.reduce((sum, r) => sum + r.fee, 0),
      2,
    );
    expect(user.billedMinutes).toBe(own.reduce((sum, r) => sum + r.billedMinutes, 0));
  });

  it('/GSAxb sorts by spend on the server (消费TOP10) and lists only companies with the service', async () => {
    const top = (await post(axbApi.userList.path, { sortField: 'fee', sortOrder: 'descend', pageIndex: 1, pageSize: 10 })).data;
    const fees = top.list.map((row: { fee: number }) => row.fee);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
    expect(fees[0]).toBe(one<number>('SELECT MAX(s) FROM (SELECT ROUND(SUM(fee), 2) AS s FROM axb_calls GROUP BY company_id)'));
    expect(top.total).toBe(
      one<number>(
        'SELECT COUNT(*) FROM companies c WHERE EXISTS (SELECT 1 FROM axb_orders o WHERE o.company_id = c.id) OR EXISTS (SELECT 1 FROM axb_numbers n WHERE n.company_id = c.id)',
      ),
    );
  });

  it('the totals and the days of a search add up its rows, to the cent', async () => {
    const search = { direction: 'A呼B', caller: '13' };
    const where = "direction = 'A呼B' AND caller LIKE '%13%'";
    const totals = (await post(axbApi.callTotals.path, search)).data;
    expect(totals).toEqual({
      calls: one<number>(`SELECT COUNT(*) FROM axb_calls WHERE ${where}`),
      seconds: one<number>(`SELECT SUM(duration_seconds) FROM axb_calls WHERE ${where}`),
      minutes: one<number>(`SELECT SUM(billed_minutes) FROM axb_calls WHERE ${where}`),
      fee: one<number>(`SELECT SUM(CAST(ROUND(fee * 100) AS INTEGER)) FROM axb_calls WHERE ${where}`) / 100,
    });
    const days = (await post(axbApi.callTrend.path, search)).data as { day: string; calls: number; fee: number }[];
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThanOrEqual(31);
    expect(days.map((d) => d.day)).toEqual([...days.map((d) => d.day)].sort());
    const last = days[days.length - 1]!;
    expect(last.calls).toBe(one<number>(`SELECT COUNT(*) FROM axb_calls WHERE ${where} AND substr(started_at, 1, 10) = ?`, last.day));
  });

  it('filters calls by direction and time, and exports them as .xlsx with the list’s columns', async () => {
    const from = inDays(-7);
    const list = (await post(axbApi.callList.path, { direction: 'B呼A', startedAtFrom: from, pageIndex: 1, pageSize: 100 })).data;
    expect(list.total).toBe(one<number>("SELECT COUNT(*) FROM axb_calls WHERE direction = 'B呼A' AND started_at >= ?", from));
    expect(list.list.every((r: { direction: string; startedAt: string }) => r.direction === 'B呼A' && r.startedAt >= from)).toBe(true);
    const file = await backend.app.inject({
      method: 'POST',
      url: axbApi.exportCalls.path,
      headers: { authorization: `Bearer ${tokens.admin}` },
      payload: { direction: 'B呼A', startedAtFrom: from },
    });
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('回拨消费明细.xlsx');
    const sheet = await readSheet(file.rawPayload);
    expect(sheet.rowCount).toBe(list.total + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, ...axbApi.exportCalls.columns.map((column) => column.title)]);
    expect(expectNumbersByKind(sheet, axbApi.exportCalls.columns)).toBeGreaterThan(0);
  });
});
