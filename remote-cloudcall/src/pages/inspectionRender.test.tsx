import { cleanup, screen, waitFor } from '@testing-library/react';
import { FIRST_PAGE, pageOf, envelope, renderPage, rowActions } from '@console/sdk/kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** The inspection entries, mocked by path, keeping their declarations (the kit reads roles and columns from them). */
const calls = vi.hoisted(() => new Map<string, Mock>());
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(await importOriginal<typeof import('../contract')>(), ['inspectionApi', 'recordApi'], calls);
});

await import('../contract');
const call = (path: string) => calls.get(path)!;
const open = (name: string, url: string, params?: Record<string, unknown>) => renderPage(import(`./${name}.tsx`), url, params);

const as = (role: string) => localStorage.setItem('ms_role', role);
beforeEach(() => {
  as('company');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(pageOf([]));
  call('/api/record/QualityCompany').mockResolvedValue(envelope([{ value: 1, label: '星辰科技' }]));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const hit = (id: number, callee: string, verdict: string) => ({
  id,
  callee,
  caller: '02150000001',
  username: '赵敏',
  companyName: '星辰科技',
  startTime: '2026-12-01 09:00:00',
  durationSeconds: 65,
  ruleName: '投诉风险',
  ruleKind: '关键词',
  level: '高',
  hit: '投诉',
  atSeconds: 12,
  deduct: 20,
  verdict,
  reviewer: verdict === '待复核' ? '' : '赵敏',
  reviewedAt: verdict === '待复核' ? null : '2026-12-01 10:00:00',
  comment: '',
  createdAt: '2026-12-01 09:03:00',
});

describe('/qualityInspection and /inspectionRecords', () => {
  it('offers 复核 on a pending hit only, to a supervising role', async () => {
    call('/api/record/qualityRecord').mockResolvedValue(pageOf([hit(1, '13800000001', '待复核'), hit(2, '13800000002', '合格')]));
    await open('QualityInspection', '/qualityInspection');
    await screen.findByText('13800000002');
    expect(rowActions('13800000001')).toEqual(['复核']);
    expect(rowActions('13800000002')).toEqual([]);
  });

  it('offers a staff member no review', async () => {
    as('normal');
    call('/api/record/qualityRecord').mockResolvedValue(pageOf([hit(1, '13800000001', '待复核')]));
    await open('QualityInspection', '/qualityInspection');
    await screen.findByText('13800000001');
    expect(rowActions('13800000001')).toEqual([]);
  });

  it('/inspectionRecords asks for the reviewed hits with the search', async () => {
    await open('QualityInspection', '/inspectionRecords?verdict=%E4%B8%8D%E5%90%88%E6%A0%BC', { reviewed: true });
    await waitFor(() => expect(call('/api/record/qualityRecord')).toHaveBeenCalled());
    expect(call('/api/record/qualityRecord').mock.calls[0]![0]).toEqual({ reviewed: 1, verdict: '不合格', ...FIRST_PAGE });
  });
});

describe('/qualityInspection2 and /riskList', () => {
  const call2 = (id: number, callee: string, risk: number) => ({
    id,
    callee,
    caller: '02150000001',
    username: '赵敏',
    companyName: '星辰科技',
    startTime: '2026-12-01 09:00:00',
    durationSeconds: 30,
    status: '已接通',
    risk,
    riskReason: risk ? '客户投诉' : '',
    riskBy: risk ? '赵敏' : '',
    riskAt: risk ? '2026-12-01 10:00:00' : null,
  });

  it('offers 标记风险 on a normal call and 解除风险 on a risky one', async () => {
    call('/api/cloudcall/riskStateList').mockResolvedValue(pageOf([call2(1, '13900000001', 0), call2(2, '13900000002', 1)]));
    await open('RiskRecords', '/qualityInspection2');
    await screen.findByText('13900000002');
    expect(rowActions('13900000001')).toEqual(['标记风险']);
    expect(rowActions('13900000002')).toEqual(['解除风险']);
  });

  it('offers 处理 on an open risk-list entry only', async () => {
    const entry = (id: number, callee: string, handled: number) => ({
      id,
      callee,
      caller: '02150000001',
      username: '赵敏',
      companyName: '星辰科技',
      keyword: '投诉',
      level: '高',
      handled,
      createdAt: '2026-12-01 09:00:00',
      kind: '号码',
      customerName: '',
      handledBy: handled ? '赵敏' : '',
      handledAt: handled ? '2026-12-02 09:00:00' : null,
      handleNote: handled ? '已致电' : '',
    });
    call('/api/record/riskList').mockResolvedValue(pageOf([entry(1, '13700000001', 0), entry(2, '13700000002', 1)]));
    await open('RiskEntries', '/riskList');
    await screen.findByText('13700000002');
    expect(rowActions('13700000001')).toEqual(['处理']);
    expect(rowActions('13700000002')).toEqual([]);
  });
});
