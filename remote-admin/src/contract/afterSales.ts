import { call, defineResource, enumOf, enumOfLabels, MOBILE_FIELD, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { ADMIN_ACCESS } from './access';

/** 产品: the filter's, the form's and the seed's values. */
export const AFTER_SALES_PRODUCT = enumOfLabels(['SIM卡', '话机终端', '外呼号码', '坐席服务']);

/** 售后类型: the filter's, the form's and the seed's values. */
export const AFTER_SALES_ISSUE = enumOfLabels(['退换货', '维修', '补办', '故障排查', '咨询']);

/** An after-sales case moves pending → processing → done (it may skip processing); a done one is final. */
export const AFTER_SALES_STATUS = enumOf([
  { value: 'pending', label: '待处理', color: 'red' },
  { value: 'processing', label: '处理中', color: 'orange' },
  { value: 'done', label: '已完成', color: 'green' },
]);
export type AfterSalesStatus = (typeof AFTER_SALES_STATUS.values)[number];

export const AFTER_SALES_TEXTS = {
  doneIsFinal: '已完成的售后单不能再修改',
  backwards: '售后单状态不能回退',
  resultNeeded: '完成售后单须填写处理结果',
};

/**
 * 售后管理 (/afterSales): the companies' after-sales cases (a SIM card, a handset, a number, a seat),
 * registered and worked through by the platform (admin and oem, every company's).
 */
export const afterSales = defineResource({
  serviceNo: { label: '售后单号', kind: 'code', filter: 'exact', max: 20 },
  companyId: { ...COMPANY_FIELD, required: true, form: 'add', column: false, export: false, filter: false },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  product: { label: '产品', kind: 'enum', values: AFTER_SALES_PRODUCT, filter: true, required: true, form: true },
  issue: { label: '售后类型', kind: 'enum', values: AFTER_SALES_ISSUE, filter: true, required: true, form: true },
  quantity: { label: '数量', kind: 'number', required: true, form: true, max: 10000, min: 1, whole: true, filter: false },
  description: { label: '问题描述', kind: 'longText', required: true, form: true, column: false, max: 1000 },
  contactName: { label: '联系人', kind: 'text', form: true, max: 20, filter: false },
  contactPhone: { ...MOBILE_FIELD, label: '联系电话', filter: false },
  status: { label: '状态', kind: 'enum', values: AFTER_SALES_STATUS, filter: true, required: true, form: 'edit' },
  result: { label: '处理结果', kind: 'longText', form: 'edit', max: 500, filter: false },
  agentName: { label: '代理商', kind: 'text', filter: false },
  createdAt: { label: '登记时间', kind: 'dateTime', sort: true },
  updatedAt: { label: '更新时间', kind: 'dateTime', sort: true, filter: false },
});
export type AfterSalesRow = RowOf<typeof afterSales>;

/** The after-sales calls (spec section 7 names them, not their path: `/api/afterSale/<name>`, CONTRACT.md "Service"). */
export const afterSalesApi = {
  findAfterSale: call.list('/api/afterSale/findAfterSale', ADMIN_ACCESS.service, afterSales, 'GET'),
  getAfterSaleById: call.get<AfterSalesRow, { id: number }>('/api/afterSale/getAfterSaleById', ADMIN_ACCESS.service),
  /** How many cases of each status the caller's role handles (admin and oem: every company's), for the list's figures. */
  findAfterSaleByRole: call.get<Record<AfterSalesStatus, number>>('/api/afterSale/findAfterSaleByRole', ADMIN_ACCESS.service),
  addAfterSale: call.save<typeof afterSales, { id: number; serviceNo: string }>('/api/afterSale/addAfterSale', ADMIN_ACCESS.service, afterSales, '新增售后'),
  updateAfterSale: call.save('/api/afterSale/updateAfterSale', ADMIN_ACCESS.service, afterSales, '修改售后'),
  deleteAfterSale: call.post<null, { id: number }>('/api/afterSale/deleteAfterSale', ADMIN_ACCESS.service, '删除售后'),
  /** This project's: the list as .xlsx. */
  exportAfterSale: call.sheet('/api/afterSale/exportAfterSale', ADMIN_ACCESS.service, afterSales),
};
