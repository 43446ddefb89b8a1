import type { BrandInfo } from '@console/sdk';
import type { Page, PageQuery } from '@console/sdk/contract';
import { call } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

export interface NoticeRow {
  id: number;
  title: string;
  content: string;
  authorId: number;
  authorName: string;
  createdAt: string;
}

/** Notices: the spec names the pages (/notice, /addNotice) and their roles, not the calls (defined by this project). */
export const noticeApi = {
  /** Notices are for everyone who logs in (the dashboard shows them). */
  list: call.post<Page<NoticeRow>, PageQuery & { title?: string }>('/api/notice/list', 'loggedIn'),
  add: call.post<NoticeRow, { title: string; content?: string }>('/api/notice/add', ADMIN_ACCESS.noticePublishers),
  /** Its publisher, or the platform admin. */
  delete: call.post<null, { id: number }>('/api/notice/delete', ADMIN_ACCESS.noticePublishers),
};

/** Brand settings (/OEMset): the spec names only the read call (getOemInfo, the shell's). */
export const oemApi = {
  saveOemInfo: call.post<BrandInfo & { url: string }, BrandInfo & { url: string }>('/api/oem/saveOemInfo', ADMIN_ACCESS.brandEditors),
};
