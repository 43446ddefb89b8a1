import { call, defineResource, enumOf, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';
import { OPERATORS } from './operators';

/** The operator brands a company holds money with (the operator family's members). */
export const OPERATOR_BRAND = enumOf(OPERATORS.keys.map((key) => ({ value: key, label: OPERATORS.variants[key].label })));

/** A month of bills and rebates: `YYYY-MM`. */
const MONTH = { label: '月份', kind: 'text', filter: 'exact', max: 7, pattern: { regex: /^\d{4}-(0[1-9]|1[0-2])$/, message: '月份格式应为 YYYY-MM' } } as const;

export const MONEY_TEXTS = {
  rebatesPaid: (paid: number, skipped: readonly string[]) =>
    [`已发放 ${paid} 笔返利`, skipped.length ? `已发放过的未处理 ${skipped.length} 笔` : ''].filter(Boolean).join('；'),
  noRebateToPay: '所选返利都已发放',
  billNotOpen: '账单已结清，不能重复结清',
} as const;

/** How money came onto a company's balance with an operator. */
export const DEPOSIT_KIND = enumOf([
  { value: '预存', label: '预存', color: 'blue' },
  { value: '返利', label: '返利', color: 'green' },
]);

/**
 * A pre-deposit (/preDeposit): money a company holds with an operator, paid in by the platform; each
 * moves the company's balance with that operator and records the balance after it. A DJ rebate paid
 * out is one too (kind 返利).
 */
export const preDeposits = defineResource({
  companyId: { ...COMPANY_FIELD, form: true, required: true },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  operator: { label: '运营商', kind: 'enum', values: OPERATOR_BRAND, form: true, required: true },
  kind: { label: '类型', kind: 'enum', values: DEPOSIT_KIND },
  amount: { label: '金额（元）', kind: 'money', min: 0.01, max: 1_000_000, form: true, required: true },
  balanceAfter: { label: '存后余额（元）', kind: 'money' },
  voucherNo: { label: '凭证号', kind: 'code', filter: true, max: 40, form: true },
  remark: { label: '备注', kind: 'text', max: 100, form: true },
  operatorName: { label: '操作人', kind: 'text' },
  createdAt: { label: '预存时间', kind: 'dateTime' },
});
export type PreDepositRow = RowOf<typeof preDeposits>;

export const REBATE_STATUS = enumOf([
  { value: '待发放', label: '待发放', color: 'orange' },
  { value: '已发放', label: '已发放', color: 'green' },
]);

/** A DJ rebate (/djRebateList): a share of a company's DJ consumption in a month, paid onto its DJ balance. */
export const djRebates = defineResource({
  month: MONTH,
  companyId: { ...COMPANY_FIELD, row: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  consumption: { label: '当月消费（元）', kind: 'money' },
  rate: { label: '返利比例（%）', kind: 'number', sort: true },
  rebate: { label: '返利金额（元）', kind: 'money' },
  status: { label: '状态', kind: 'enum', values: REBATE_STATUS },
  paidAt: { label: '发放时间', kind: 'dateTime' },
});
export type DjRebateRow = RowOf<typeof djRebates>;

export const BILL_STATUS = enumOf([
  { value: '未结清', label: '未结清', color: 'orange' },
  { value: '已结清', label: '已结清', color: 'green' },
]);
export const BILL_LINE_KIND = enumOfLabels(['月租', '通话', '套餐']);

/** A 蜗牛 bill (/woniuBill): one per company and month; its figures are the sums of its lines, never stored apart. */
export const woniuBills = defineResource({
  month: MONTH,
  companyId: { ...COMPANY_FIELD, row: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  numbers: { label: '号码数', kind: 'number' },
  rentAmount: { label: '月租（元）', kind: 'money' },
  callAmount: { label: '通话费（元）', kind: 'money' },
  packageAmount: { label: '套餐费（元）', kind: 'money' },
  total: { label: '合计（元）', kind: 'money' },
  status: { label: '状态', kind: 'enum', values: BILL_STATUS },
  settledAt: { label: '结清时间', kind: 'dateTime' },
});
export type WoniuBillRow = RowOf<typeof woniuBills>;

/** A line of a 蜗牛 bill: a number's monthly rent or calls (the numbers of /woniunumberPool), or a package. */
export const woniuBillLines = defineResource({
  /** The bill whose lines are listed (the drawer of a bill sends it). */
  billId: { label: '账单', kind: 'number', filter: 'exact', row: false, whole: true },
  kind: { label: '类型', kind: 'enum', values: BILL_LINE_KIND },
  item: { label: '项目', kind: 'code' },
  quantity: { label: '数量', kind: 'number' },
  unitPrice: { label: '单价（元）', kind: 'money' },
  amount: { label: '金额（元）', kind: 'money' },
});
export type WoniuBillLineRow = RowOf<typeof woniuBillLines>;

/** Money pages: `/api/carrier/<verb>`, admin (`CARRIER_ACCESS.money`). */
export const moneyApi = {
  preDepositList: call.list('/api/carrier/preDepositList', CARRIER_ACCESS.money, preDeposits, 'POST'),
  preDepositExport: call.sheet<QueryOf<typeof preDeposits>>('/api/carrier/preDepositExport', CARRIER_ACCESS.money, preDeposits),
  /** Pays money in: the company's balance with the operator moves and the record is written, in one transaction. */
  preDepositAdd: call.save<typeof preDeposits, { id: number; balance: number }, InputOf<typeof preDeposits>>(
    '/api/carrier/preDepositAdd',
    CARRIER_ACCESS.money,
    preDeposits,
    '新增预存',
  ),
  djRebateList: call.list('/api/carrier/djRebateList', CARRIER_ACCESS.money, djRebates, 'POST'),
  djRebateExport: call.sheet<QueryOf<typeof djRebates>>('/api/carrier/djRebateExport', CARRIER_ACCESS.money, djRebates),
  /** Pays the chosen rebates onto each company's DJ balance (a 返利 pre-deposit each); the paid ones are skipped. */
  djRebatePay: call.post<{ paid: number; skipped: string[] }, { ids: number[] }>('/api/carrier/djRebatePay', CARRIER_ACCESS.money, '发放DJ返利'),
  woniuBillList: call.list('/api/carrier/woniuBillList', CARRIER_ACCESS.money, woniuBills, 'POST'),
  woniuBillExport: call.sheet<QueryOf<typeof woniuBills>>('/api/carrier/woniuBillExport', CARRIER_ACCESS.money, woniuBills),
  woniuBillLines: call.list('/api/carrier/woniuBillLines', CARRIER_ACCESS.money, woniuBillLines, 'POST'),
  woniuBillSettle: call.post<null, { id: number }>('/api/carrier/woniuBillSettle', CARRIER_ACCESS.money, '结算蜗牛账单'),
};
