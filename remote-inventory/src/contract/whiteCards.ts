import { call, defineResource, REMARK_FIELD, enumOf, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { INVENTORY_ACCESS } from './access';

const ADMIN = INVENTORY_ACCESS.inventory;

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

/**
 * A blank SIM card (白卡) held by the platform until it is assigned to a company (/whiteCard, admin
 * only: spec section 6). The ICCID is the card: it is given once, when the card is added.
 */
export const whiteCards = defineResource({
  iccid: {
    label: 'ICCID',
    kind: 'code',
    filter: true,
    form: true,
    required: true,
    max: 20,
    width: 200,
    pattern: { regex: ICCID_PATTERN, message: WHITE_CARD_TEXTS.badIccid },
  },
  cardType: { label: '卡类型', kind: 'enum', values: WHITE_CARD_TYPES, form: true, required: true },
  batchNo: { label: '批次号', kind: 'code', filter: true, form: true, required: true, max: 30 },
  status: { label: '状态', kind: 'enum', values: WHITE_CARD_STATUS },
  companyName: { label: '分配企业', kind: 'text', filter: true, max: 50 },
  remark: REMARK_FIELD,
  createdAt: { label: '入库时间', kind: 'dateTime' },
  assignedAt: { label: '分配时间', kind: 'dateTime' },
});
export type WhiteCardRow = RowOf<typeof whiteCards>;

/** The import file's columns (CSV): the template has this header. */
export const WHITE_CARD_IMPORT_COLUMNS = ['ICCID', '卡类型', '批次号', '备注'] as const;

/** White cards: `/api/inventory/<verb>`. */
export const whiteCardApi = {
  whiteCardList: call.list('/api/inventory/whiteCardList', ADMIN, whiteCards, 'POST'),
  exportWhiteCards: call.sheet<QueryOf<typeof whiteCards>>('/api/inventory/exportWhiteCards', ADMIN, whiteCards),
  /** Adds one card (在库) or edits a card's type, batch and remark (`id`, no ICCID). */
  whiteCardSave: call.save<typeof whiteCards, { id: number }, Partial<InputOf<typeof whiteCards>> & { id?: number }>(
    '/api/inventory/whiteCardSave',
    ADMIN,
    whiteCards,
    '保存白卡',
  ),
  whiteCardDelete: call.post<null, { id: number }>('/api/inventory/whiteCardDelete', ADMIN, '删除白卡'),
  /** The import file as parsed in the browser (header WHITE_CARD_IMPORT_COLUMNS): all or nothing, the first bad row named. */
  whiteCardImport: call.postJson<{ imported: number }, { header: string[]; rows: string[][] }>('/api/inventory/whiteCardImport', ADMIN, '导入白卡'),
  whiteCardTemplate: call.file<never>('/api/inventory/whiteCardTemplate', ADMIN, 'GET'),
  /** Assigns cards in stock to a company. */
  whiteCardAssign: call.post<{ assigned: number }, { ids: number[]; companyId: number }>('/api/inventory/whiteCardAssign', ADMIN, '分配白卡'),
  whiteCardVoid: call.post<{ voided: number }, { ids: number[] }>('/api/inventory/whiteCardVoid', ADMIN, '作废白卡'),
};
