import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { aiResults, inspectionApi, qaInspections, callRiskStates, type AiRiskDayRow } from '../contract';
import { aiFigures } from './AiInspection';
import { batchMessage } from './QualityInspection';
import { trendSeries } from './QuantitativeMonitoring';

const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
const spy = <T extends object>(entry: T) =>
  Object.assign(
    vi.fn(async () => answer),
    { ...entry },
  );

describe('quality inspection pages: request mapping', () => {
  it('/qualityInspection sends the company, verdict, rule kind and time range as qualityRecord’s parameters', async () => {
    const list = spy(inspectionApi.qualityRecord);
    const params = toQueryParams(resourceFilters(qaInspections), {
      companyId: 7,
      verdict: '待复核',
      ruleKind: '关键词',
      callee: ' 138 ',
      createdAt: ['2026-12-01 00:00:00', '2026-12-06 23:59:59'],
    });
    expect(await listFetch(list)({ ...params, pageIndex: 1, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith(
      expect.objectContaining({ companyId: 7, verdict: '待复核', ruleKind: '关键词', callee: '138', pageIndex: 1, pageSize: 10 }),
    );
  });

  it('/inspectionRecords asks the same call for the reviewed hits only', async () => {
    const list = spy(inspectionApi.qualityRecord);
    await listFetch(list, { reviewed: 1 })({ pageIndex: 2, pageSize: 20 });
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ reviewed: 1, pageIndex: 2, pageSize: 20 }));
  });

  it('/AIinspection and /qualityInspection2 filter by risk level and risk state', async () => {
    const ai = spy(inspectionApi.AIInspectionList);
    await listFetch(ai)({ ...toQueryParams(resourceFilters(aiResults), { riskLevel: '高', emotion: '愤怒' }), pageIndex: 1, pageSize: 10 });
    expect(ai).toHaveBeenCalledWith({ riskLevel: '高', emotion: '愤怒', pageIndex: 1, pageSize: 10 });
    const risk = spy(inspectionApi.riskStates);
    await listFetch(risk)({ ...toQueryParams(resourceFilters(callRiskStates), { risk: 1, status: '已接通' }), pageIndex: 1, pageSize: 10 });
    expect(risk).toHaveBeenCalledWith({ risk: 1, status: '已接通', pageIndex: 1, pageSize: 10 });
  });

  it('the review is offered only to the roles that supervise calls; a staff member reads', () => {
    expect(inspectionApi.qualityReview.access).toEqual(['admin', 'agent', 'subAgent', 'company', 'department']);
    expect(inspectionApi.riskRecordUpdate.access).toEqual(inspectionApi.qualityReview.access);
    expect(inspectionApi.qualityRecord.access).toBe('loggedIn');
  });

  it('the monitoring trend draws the newest days oldest first', () => {
    const day = (d: string, high: number): AiRiskDayRow => ({ id: 0, day: d, total: 10, high, medium: 2, low: 3, riskRate: 10 });
    expect(trendSeries([day('2026-12-06', 1), day('2026-12-05', 4)])).toEqual({
      days: ['2026-12-05', '2026-12-06'],
      high: [4, 1],
      medium: [2, 2],
      low: [3, 3],
    });
  });

  it('/AIinspection’s figures: the search’s results, each level, the share with a risk; high risk alerts', () => {
    expect(aiFigures({ total: 200, high: 10, medium: 20, low: 30 })).toEqual([
      { title: 'AI质检通话', value: 200 },
      { title: '高风险', value: 10, alert: true },
      { title: '中风险', value: 20 },
      { title: '低风险', value: 30 },
      { title: '风险占比', value: '30.0', suffix: '%' },
    ]);
    expect(aiFigures({ total: 0, high: 0, medium: 0, low: 0 }).at(-1)).toEqual({ title: '风险占比', value: '0.0', suffix: '%' });
  });

  it('批量合格 says how many it reviewed and how many were left as they were', () => {
    expect(batchMessage({ reviewed: 3, skipped: [] })).toBe('已复核 3 条为合格');
    expect(batchMessage({ reviewed: 1, skipped: [7, 9] })).toBe('已复核 1 条为合格，2 条此前已复核，未改动');
  });
});
