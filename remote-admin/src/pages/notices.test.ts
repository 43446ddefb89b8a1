import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { noticeApi, notices, type InboxNotice } from '../contract';
import { noticeRequest } from './AddNotice';
import { markedRead } from './NoticeInbox';

describe('/notice', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(
      vi.fn(async () => answer),
      { ...noticeApi.list },
    );
    const params = toQueryParams(resourceFilters(notices), { title: ' 升级 ', authorName: 'agent' });
    expect(await listFetch(list)({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ title: '升级', authorName: 'agent', pageIndex: 2, pageSize: 10 });
  });

  it('lists who a notice reaches and who read it; its text is read in the drawer, not a column', () => {
    expect(notices.columns.map((column) => column.key)).toEqual(['title', 'audienceRoles', 'companyNames', 'authorName', 'readCount', 'createdAt']);
    expect(resourceFilters(notices).map((filter) => filter.name)).toEqual(['title', 'authorName', 'createdAt']);
  });
});

describe('/addNotice', () => {
  it('sends the title trimmed, the audience as comma-separated lists (empty: everyone) and the editor’s HTML', () => {
    expect(noticeRequest({ title: ' 停机维护 ', audienceRoles: ['agent', 'company'], companyIds: [3, 12], content: '<p>今晚</p>' })).toEqual({
      title: '停机维护',
      content: '<p>今晚</p>',
      audienceRoles: 'agent,company',
      companyIds: '3,12',
    });
    expect(noticeRequest({ title: '全员', content: '<p>x</p>' })).toEqual({ title: '全员', content: '<p>x</p>', audienceRoles: '', companyIds: '' });
  });
});

describe('the dashboard’s notices', () => {
  it('marks the opened notice read, and only it', () => {
    const notice = (id: number, read: boolean): InboxNotice => ({
      id,
      title: `公告${id}`,
      content: '',
      authorName: 'admin',
      createdAt: '2026-12-01 10:00:00',
      read,
    });
    expect(markedRead([notice(1, false), notice(2, false), notice(3, true)], 2)).toEqual([notice(1, false), notice(2, true), notice(3, true)]);
  });
});
