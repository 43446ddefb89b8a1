import type { BrandInfo } from '@console/sdk';
import { call, defineResource, type Page, type PageQuery, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';
import { brand } from './branding';
import { USER_ROLE } from './organisation';

/**
 * What a notice's rich text may hold, declared once: the backend keeps only this on the way in
 * (sanitize-html) and the pages draw only this on the way out (the kit's SafeHtml, DOMPurify). No
 * script, no event handler, no style, no image (nothing a notice shows is fetched), links http(s):// or mailto: only.
 */
export const NOTICE_HTML = {
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'a'],
  attributes: { a: ['href', 'target', 'rel'] },
  /** What a link's address starts with (`http:x` without the slashes is no link). */
  links: ['http://', 'https://', 'mailto:'],
} as const;

/** The most characters a notice's HTML may have, after sanitising. */
export const NOTICE_CONTENT_MAX = 20_000;

export const NOTICE_TEXTS = {
  emptyContent: '请输入公告内容',
  contentTooLong: `公告内容不能超过 ${NOTICE_CONTENT_MAX} 个字符`,
  companyOutOfReach: '只能向自己名下的企业发布公告',
  notReceived: '该公告不是发给您的',
};

/**
 * 公告列表 (/notice): the notices the caller's scope published (admin all; an agent its own and its
 * sub-agents'; a sub-agent its own). 接收角色 empty: every role; 接收企业 empty: every company the publisher reaches.
 */
export const notices = defineResource({
  title: { label: '公告标题', kind: 'text', filter: true, required: true, max: 100 },
  audienceRoles: { label: '接收角色', kind: 'multiEnum', values: USER_ROLE, filter: false },
  companyNames: { label: '接收企业', kind: 'text', filter: false },
  authorName: { label: '发布人', kind: 'text', filter: true, max: 50 },
  readCount: { label: '已读人数', kind: 'number', filter: false, sort: true },
  createdAt: { label: '发布时间', kind: 'dateTime', sort: true },
  content: { label: '公告内容', kind: 'longText', column: false, export: false, filter: false },
});
export type NoticeRow = RowOf<typeof notices>;

/** A notice as its reader gets it (the dashboard): read or not by the caller. */
export interface InboxNotice {
  id: number;
  title: string;
  content: string;
  authorName: string;
  createdAt: string;
  read: boolean;
}

/** Notices: the spec names the pages (/notice, /addNotice) and their roles, not the calls (defined by this project, CONTRACT.md "Notices"). */
export const noticeApi = {
  list: call.list('/api/notice/list', ADMIN_ACCESS.noticePublishers, notices, 'POST'),
  /** 接收角色 and 接收企业 as comma-separated lists (`audienceRoles`, `companyIds`); the content is sanitised (NOTICE_HTML). */
  add: call.post<{ id: number }, { title: string; content: string; audienceRoles?: string; companyIds?: string }>(
    '/api/notice/add',
    ADMIN_ACCESS.noticePublishers,
    '新增公告',
  ),
  /** A notice its caller published (the admin any). */
  delete: call.post<null, { id: number }>('/api/notice/delete', ADMIN_ACCESS.noticePublishers, '删除公告'),
  /** The notices that reach the caller, unread first; `unread=1`: only those (their total is the unread count). */
  inbox: call.post<Page<InboxNotice>, PageQuery & { unread?: 0 | 1 }>('/api/notice/listReceived', 'loggedIn'),
  /** Marks a notice that reaches the caller as read by it (once; reading again changes nothing). */
  read: call.post<null, { id: number }>('/api/notice/read', 'loggedIn', '阅读公告'),
};

/**
 * Brand settings (/OEMset): the spec names only the read call (getOemInfo, the shell's). The form is the
 * `brand` resource (branding.ts); with `id` it edits that brand (its host may change), else the host's.
 */
export const oemApi = {
  saveOemInfo: call.save<typeof brand, BrandInfo & { url: string }>('/api/oem/saveOemInfo', ADMIN_ACCESS.brandEditors, brand, '保存品牌设置'),
};
