import { listFetch, resourceFilters, resourceForm, toQueryParams } from '@console/sdk/kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_RETENTION_TEXTS, outboundCallRecords, outboundCallRecordsApi } from '../contract';
import { purgeQuestion, retentionSummary } from './OutboundCallRecords';

afterEach(() => vi.restoreAllMocks());

describe('/outboundCallRecords', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...outboundCallRecordsApi.list },
    );
    const params = toQueryParams(resourceFilters(outboundCallRecords), { companyName: ' 样例 ', recordingEnabled: '关闭', retentionSource: '企业设置' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ companyName: '样例', recordingEnabled: '关闭', retentionSource: '企业设置', pageIndex: 2, pageSize: 10 });
  });

  it('searches by company, agent, recording and where the days come from; edits recording and the two days', () => {
    expect(resourceFilters(outboundCallRecords).map((filter) => filter.name)).toEqual(['companyName', 'agentName', 'recordingEnabled', 'retentionSource']);
    expect(resourceForm(outboundCallRecords, undefined, 'edit').map((field) => [field.name, field.required ?? false])).toEqual([
      ['recordingEnabled', true],
      ['recordDays', false],
      ['recordingDays', false],
    ]);
  });

  it('draws each company’s rule as kept and what is past it', () => {
    expect(outboundCallRecords.columns.map((column) => column.key)).toEqual([
      'companyName',
      'agentName',
      'recordingEnabled',
      'retentionSource',
      'keptRecordDays',
      'keptRecordingDays',
      'expiredRecords',
      'expiredRecordings',
      'updatedBy',
      'updatedAt',
    ]);
  });

  it('shows the defaults and the preview of a purge of every company above the list', async () => {
    vi.spyOn(outboundCallRecordsApi, 'getDefaults').mockResolvedValue({ code: 200, message: '', data: { recordDays: 365, recordingDays: 180 } } as never);
    const counted = vi
      .spyOn(outboundCallRecordsApi, 'expiredCount')
      .mockResolvedValue({ code: 200, message: '', data: { records: 12, recordings: 0 } } as never);
    expect(await retentionSummary()).toEqual([
      { title: '平台默认通话记录保留', value: 365, suffix: '天' },
      { title: '平台默认录音保留', value: 180, suffix: '天' },
      { title: '可清理通话记录', value: 12, alert: true },
      { title: '可清理录音', value: 0, alert: false },
    ]);
    expect(counted).toHaveBeenCalledWith({});
  });

  it('asks with the preview’s counts, or says there is nothing to purge', () => {
    expect(purgeQuestion({ records: 3, recordings: 4 })).toBe(CALL_RETENTION_TEXTS.purgeQuestion(3, 4));
    expect(purgeQuestion({ records: 3, recordings: 4 })).toContain('3 条');
    expect(purgeQuestion({ records: 0, recordings: 0 })).toBe(CALL_RETENTION_TEXTS.noneExpired);
  });
});
