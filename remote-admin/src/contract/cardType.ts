import { call, defineResource, enumOfLabels, ENABLED, type RowOf } from '@console/sdk/contract';
import { ADMIN_ACCESS } from './access';

/** 运营商: the filter's, the form's and the seed's values. */
export const CARD_TYPE_OPERATOR = enumOfLabels(['移动', '联通', '电信', '广电']);

export const CARD_TYPE_TEXTS = {
  duplicate: '该品牌名称已存在',
};

/**
 * 卡类型 (/cardType, "card type as brand", spec section 2): the SIM card brands on sale, each with its
 * operator and tariff. The platform's (admin) and each agent's own: an agent manages its own and its
 * sub-agents', a sub-agent its own; the admin every one.
 */
export const cardType = defineResource({
  name: { label: '品牌名称', kind: 'text', filter: true, required: true, form: true, max: 30 },
  operator: { label: '运营商', kind: 'enum', values: CARD_TYPE_OPERATOR, filter: true, required: true, form: true },
  monthlyFee: { label: '月租（元）', kind: 'money', required: true, form: true, max: 10000, min: 0 },
  includedMinutes: { label: '包含通话（分钟）', kind: 'number', form: true, max: 100000, min: 0, whole: true, filter: false },
  status: { label: '状态', kind: 'enum', values: ENABLED, filter: true, required: true, form: true },
  remark: { label: '备注', kind: 'text', form: true, max: 200, filter: false },
  agentName: { label: '所属代理商', kind: 'text', filter: false },
  createdAt: { label: '创建时间', kind: 'dateTime', sort: true },
});
export type CardTypeRow = RowOf<typeof cardType>;

/** This project's calls (CONTRACT.md, "Card types"): the spec names the page, not its calls. */
export const cardTypeApi = {
  list: call.list('/api/admin/cardType/list', ADMIN_ACCESS.cardTypes, cardType, 'POST'),
  add: call.save<typeof cardType, { id: number }>('/api/admin/cardType/add', ADMIN_ACCESS.cardTypes, cardType, '新增卡类型'),
  update: call.save('/api/admin/cardType/update', ADMIN_ACCESS.cardTypes, cardType, '修改卡类型'),
  delete: call.post<null, { id: number }>('/api/admin/cardType/delete', ADMIN_ACCESS.cardTypes, '删除卡类型'),
  export: call.sheet('/api/admin/cardType/export', ADMIN_ACCESS.cardTypes, cardType),
};
