import type { Page, PageQuery } from '@console/sdk/contract';
import { call, enumOf, enumOfLabels, type ColumnSpec } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';

const ADMIN = INVENTORY_ACCESS.inventory;

/** A blank SIM card (白卡) held by the platform until it is assigned to a company (/whiteCard, admin only: spec section 6). */
export interface WhiteCardRow {
  id: number;
  iccid: string;
  cardType: string;
  batchNo: string;
  status: WhiteCardStatus;
  companyId: number | null;
  companyName: string;
  remark: string;
  createdAt: string;
  assignedAt: string;
}

export const WHITE_CARD_STATUS = enumOf([
  { value: '在库', label: '在库', color: 'green' },
  { value: '已分配', label: '已分配', color: 'blue' },
  { value: '已作废', label: '已作废', color: 'default' },
]);
export type WhiteCardStatus = (typeof WHITE_CARD_STATUS.values)[number];

export const WHITE_CARD_TYPES = enumOfLabels(['标准卡', '物联网卡', '语音卡', '数据卡']);

/** An ICCID: 19 or 20 characters, digits (the last may be a letter check character). */
export const ICCID_PATTERN = /^\d{18,19}[0-9A-Za-z]$/;

export const WHITE_CARD_TEXTS = {
  badIccid: 'ICCID 须为 19 或 20 位数字',
  duplicate: (iccid: string) => `ICCID ${iccid} 已存在`,
  notInStock: '只有在库的白卡可以分配、删除或作废',
  importEmpty: '导入文件中没有白卡',
} as const;

export const WHITE_CARD_COLUMNS: readonly ColumnSpec[] = [
  { key: 'iccid', title: 'ICCID', kind: 'code', width: 200 },
  { key: 'cardType', title: '卡类型' },
  { key: 'batchNo', title: '批次号', kind: 'code' },
  { key: 'status', title: '状态', kind: 'enum', values: WHITE_CARD_STATUS },
  { key: 'companyName', title: '分配企业' },
  { key: 'remark', title: '备注' },
  { key: 'createdAt', title: '入库时间', kind: 'dateTime', sortable: true },
  { key: 'assignedAt', title: '分配时间', kind: 'dateTime' },
];

/** The import file's columns (CSV): the template has this header. */
export const WHITE_CARD_IMPORT_COLUMNS = ['ICCID', '卡类型', '批次号', '备注'] as const;

type CardFilters = { iccid?: string; batchNo?: string; cardType?: string; status?: WhiteCardStatus; companyName?: string };

/** White cards: `/api/inventory/<verb>` (issue 14). */
export const whiteCardApi = {
  whiteCardList: call.post<Page<WhiteCardRow>, PageQuery & CardFilters>('/api/inventory/whiteCardList', ADMIN),
  exportWhiteCards: call.sheet<CardFilters>('/api/inventory/exportWhiteCards', ADMIN, WHITE_CARD_COLUMNS),
  /** Adds one card (在库) or edits a card's type, batch and remark. */
  whiteCardSave: call.post<{ id: number }, { id?: number; iccid: string; cardType: string; batchNo: string; remark?: string }>('/api/inventory/whiteCardSave', ADMIN),
  whiteCardDelete: call.post<null, { id: number }>('/api/inventory/whiteCardDelete', ADMIN),
  /** The import file as parsed in the browser (header WHITE_CARD_IMPORT_COLUMNS): all or nothing, the first bad row named. */
  whiteCardImport: call.postJson<{ imported: number }, { header: string[]; rows: string[][] }>('/api/inventory/whiteCardImport', ADMIN),
  whiteCardTemplate: call.file<never>('/api/inventory/whiteCardTemplate', ADMIN, 'GET'),
  /** Assigns cards in stock to a company. */
  whiteCardAssign: call.post<{ assigned: number }, { ids: number[]; companyId: number }>('/api/inventory/whiteCardAssign', ADMIN),
  whiteCardVoid: call.post<{ voided: number }, { ids: number[] }>('/api/inventory/whiteCardVoid', ADMIN),
};
