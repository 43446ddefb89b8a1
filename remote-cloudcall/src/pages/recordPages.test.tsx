import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { envelope, pageOf, renderPage, rowActions, rowOffers, listSettled } from '@console/sdk/kit/testing';
import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { ApiError } from '@console/sdk';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

/** The records calls, mocked by path, keeping their declarations (the kit reads roles and fields from them). */
const calls = vi.hoisted(() => new Map<string, Mock>());
vi.mock('@console/sdk/contract/parties', async (importOriginal) => {
  const { mockParties } = await import('@console/sdk/contract/testing');
  return mockParties(await importOriginal(), calls);
});
vi.mock('../contract', async (importOriginal) => {
  const { mockContract } = await import('@console/sdk/contract/testing');
  return mockContract(await importOriginal<typeof import('../contract')>(), ['recordApi'], calls);
});

const { callRecords, CLOSE_TEXTS, recordApi, recordings, riskRecords, RECORD_TEXTS } = await import('../contract');
const { recordingsPage } = await import('./Recordings');
const call = (path: string) => calls.get(path)!;

const record = (id: number, hasRecording: 0 | 1) => ({
  id,
  caller: '02180000000',
  callee: `1380000000${id}`,
  username: '周强',
  companyName: '星辰科技',
  startTime: '2026-12-01 10:00:00',
  durationSeconds: 125,
  status: '已接通',
  risk: 0,
  family: null,
  templateName: '',
  units: 0,
  unitPrice: null,
  charge: 0,
  hasRecording,
});

beforeEach(() => {
  localStorage.setItem('ms_role', 'company');
  localStorage.setItem('token', 'Bearer test');
  for (const fn of calls.values()) fn.mockReset().mockResolvedValue(envelope([]));
  call(recordApi.queryRequest.path).mockResolvedValue(pageOf([record(1, 1), record(2, 0)]));
  call(recordApi.recordingList.path).mockResolvedValue(pageOf([{ ...record(3, 1), marks: 2 }]));
  call(recordApi.maximumRecord.path).mockResolvedValue(envelope({ value: 754 }));
  call(recordApi.completeToday.path).mockResolvedValue(envelope({ value: 12 }));
  call(recordApi.recordingRatio.path).mockResolvedValue(envelope({ value: 87.5 }));
  // The player's answer: refused, as for a call without a recording (no audio is loaded in a unit test).
  call(recordApi.recordingInfo.path).mockRejectedValue(new ApiError('business', RECORD_TEXTS.noRecording));
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the records pages’ request mapping', () => {
  it('sends company, staff, the duration’s bounds and the time range as the list’s parameters', async () => {
    const list = call(recordApi.queryRequest.path);
    const params = toQueryParams(resourceFilters(callRecords), { companyId: 3, userId: 8, minDuration: 30, maxDuration: 300, callee: ' 138 ' });
    await listFetch(recordApi.queryRequest)({ ...params, pageIndex: 1, pageSize: 20 });
    expect(list).toHaveBeenCalledWith({ companyId: 3, userId: 8, minDuration: 30, maxDuration: 300, callee: '138', pageIndex: 1, pageSize: 20 });
    expect(resourceFilters(callRecords).map((filter) => filter.label)).toEqual(
      expect.arrayContaining(['主叫号码', '被叫号码', '企业', '坐席', '通话时长≥（秒）', '通话时长≤（秒）', '呼叫时间']),
    );
  });

  it('/riskList2 searches the risky calls by keyword and staff on riskRecord, and plays a recorded one', async () => {
    const params = toQueryParams(resourceFilters(riskRecords), { keyword: '投诉', userId: 8 });
    await listFetch(recordApi.riskRecord)({ ...params, pageIndex: 1, pageSize: 20 });
    expect(call(recordApi.riskRecord.path)).toHaveBeenCalledWith({ keyword: '投诉', userId: 8, pageIndex: 1, pageSize: 20 });
    call(recordApi.riskRecord.path).mockResolvedValue(pageOf([{ ...record(4, 1), keyword: '命中关键词：投诉', aiFindings: '' }]));
    await renderPage(import('./RiskList'), '/riskList2');
    await listSettled();
    expect(rowActions('命中关键词：投诉')).toContain('播放录音');
  });

  it('/GM searches every company’s recordings without the company and staff pickers (they answer gm nothing)', () => {
    expect(recordingsPage(() => undefined, true).filters).not.toContain('companyId');
    expect(recordingsPage(() => undefined, true).filters).not.toContain('userId');
    expect(recordingsPage(() => undefined, false).filters).toBeUndefined();
    expect(resourceFilters(recordings).map((filter) => filter.name)).toEqual(expect.arrayContaining(['companyId', 'userId']));
  });
});

describe('the records pages', () => {
  it('/record2 shows the figures of the search, and offers the player only on a recorded call', async () => {
    await renderPage(import('./CallRecords'), '/record2', { figures: true });
    await listSettled();
    await screen.findByText('今日接通');
    const figures = [...document.querySelectorAll('.ant-statistic')].map((figure) => figure.textContent);
    expect(figures).toEqual(['最长通话00:12:34', '今日接通12通', '录音占比87.5%']);
    expect(call(recordApi.maximumRecord.path)).toHaveBeenCalled();
    expect(rowActions('13800000001')).toContain('播放录音');
    expect(rowActions('13800000002')).not.toContain('播放录音');
    expect(screen.getAllByText('无录音').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
  });

  it('/record has no figures, and 播放录音 opens the player over the list for that call', async () => {
    await renderPage(import('./CallRecords'), '/record');
    await listSettled();
    expect(screen.queryByText('今日接通')).toBeNull();
    expect(call(recordApi.maximumRecord.path)).not.toHaveBeenCalled();
    fireEvent.click(screen.getAllByRole('button', { name: '播放录音' })[0]!);
    await waitFor(() => expect(call(recordApi.recordingInfo.path)).toHaveBeenCalledWith({ id: 1 }));
    expect(await screen.findByText(RECORD_TEXTS.noRecording)).toBeTruthy();
    expect(screen.getByText('通话录音 #1')).toBeTruthy();
  });

  it('a moment link opens the page with the record’s player, and a list without one asks for no recording', async () => {
    await renderPage(import('./Recordings'), '/recording?play=3&at=42');
    await waitFor(() => expect(call(recordApi.recordingInfo.path)).toHaveBeenCalledWith({ id: 3 }));
    cleanup();
    call(recordApi.recordingInfo.path).mockClear();
    await renderPage(import('./Recordings'), '/recording');
    await listSettled();
    expect(call(recordApi.recordingInfo.path)).not.toHaveBeenCalled();
  });
});

describe('关闭录音: offered where the player is, to the roles that may close', () => {
  it('/record offers it to company on a recorded call only, asks the reason with the warning, and sends id and reason', async () => {
    call(recordApi.queryRequest.path).mockResolvedValue(pageOf([record(1, 1), record(2, 0), { ...record(5, 0), hasRecording: 2 }]));
    await renderPage(import('./CallRecords'), '/record');
    await listSettled();
    expect(await rowOffers('13800000001')).toContain(CLOSE_TEXTS.action);
    expect(await rowOffers('13800000002')).not.toContain(CLOSE_TEXTS.action);
    // A closed recording: its 录音 column says so, and neither the player nor 关闭录音 is offered.
    expect(await rowOffers('13800000005')).not.toContain(CLOSE_TEXTS.action);
    expect(await rowOffers('13800000005')).not.toContain('播放录音');
    expect(screen.getByText('已关闭')).toBeTruthy();
    call(recordApi.close.path).mockResolvedValue(envelope(null));
    const row = screen.getAllByRole('row').find((one) => one.textContent?.includes('13800000001'))!;
    fireEvent.click(within(row).getByRole('button', { name: CLOSE_TEXTS.action }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`${CLOSE_TEXTS.action} #1`)).toBeTruthy();
    expect(within(dialog).getByText(CLOSE_TEXTS.warning)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(CLOSE_TEXTS.reason), { target: { value: '客户要求删除录音' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(call(recordApi.close.path)).toHaveBeenCalledWith({ id: 1, reason: '客户要求删除录音' }));
  });

  it('/riskList2 offers it on a risky call with a playable recording, not on a closed one, and not to staff', async () => {
    const risky = (id: number, hasRecording: 0 | 1 | 2) => ({ ...record(id, 1), hasRecording, keyword: `命中关键词：投诉${id}`, aiFindings: '' });
    call(recordApi.riskRecord.path).mockResolvedValue(pageOf([risky(6, 1), risky(7, 2)]));
    await renderPage(import('./RiskList'), '/riskList2');
    await listSettled();
    expect(await rowOffers('命中关键词：投诉6')).toEqual(['播放录音', CLOSE_TEXTS.action]);
    expect(await rowOffers('命中关键词：投诉7')).toEqual([]);
    cleanup();
    localStorage.setItem('ms_role', 'normal');
    await renderPage(import('./RiskList'), '/riskList2');
    await listSettled();
    expect(await rowOffers('命中关键词：投诉6')).toEqual(['播放录音']);
  });

  it('/recording offers it to company, and hides it from staff and from gm on /GM', async () => {
    await renderPage(import('./Recordings'), '/recording');
    await listSettled();
    expect(await rowOffers('13800000003')).toEqual(['播放', CLOSE_TEXTS.action]);
    cleanup();
    for (const role of ['normal', 'gm']) {
      localStorage.setItem('ms_role', role);
      await renderPage(import('./Recordings'), role === 'gm' ? '/GM' : '/recording', { platform: role === 'gm' });
      await listSettled();
      expect(await rowOffers('13800000003'), role).toEqual(['播放']);
      cleanup();
    }
    localStorage.setItem('ms_role', 'normal');
    await renderPage(import('./CallRecords'), '/record');
    await listSettled();
    expect(await rowOffers('13800000001')).not.toContain(CLOSE_TEXTS.action);
    expect(await rowOffers('13800000001')).toContain('播放录音');
  });
});
