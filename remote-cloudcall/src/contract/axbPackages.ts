import { call, defineResource, defineVariants, enumOf, REMARK_FIELD, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CLOUDCALL_ACCESS } from './access';

/**
 * The callback (AXB) packages the platform sells, a family of one kind of page: the AXB package (a number
 * of middle numbers with minutes), the X-number package and the X-number user package share one shape and
 * one table, the member sent as `kind`. Decided where the spec is silent (it names the routes only): the
 * three differ in what they sell, said by the member's `label` and `unit`, not in their fields.
 */
export const AXB_PACKAGE_KINDS = defineVariants(['package'], {
  axb: { label: 'AXB', unit: '中间号', routes: { package: '/packageManagement' } },
  x: { label: 'X号', unit: 'X号', routes: { package: '/packageManagementX' } },
  xUser: { label: 'X号用户', unit: '用户', routes: { package: '/packageManagementXuser' } },
});
export type AxbPackageKind = (typeof AXB_PACKAGE_KINDS.keys)[number];

/** The family as a column of /packageList. */
export const AXB_PACKAGE_KIND = enumOf(
  AXB_PACKAGE_KINDS.keys.map((key, index) => ({ value: key, label: `${AXB_PACKAGE_KINDS.variants[key].label}套餐`, color: ['blue', 'cyan', 'purple'][index] })),
);

export const AXB_PACKAGE_STATUS = enumOf([
  { value: '上架', label: '上架', color: 'green' },
  { value: '下架', label: '下架', color: 'default' },
]);

export const AXB_ORDER_STATUS = enumOf([
  { value: '生效中', label: '生效中', color: 'green' },
  { value: '已过期', label: '已过期', color: 'default' },
]);

export const AXB_PACKAGE_TEXTS = {
  duplicate: (name: string) => `套餐「${name}」已存在`,
  ordered: '该套餐已有企业购买，不能删除，可将其下架',
  offShelf: '该套餐已下架，不能购买',
  companyMissing: '请选择企业',
  balance: (balance: number, price: number) => `企业余额不足：余额 ${balance.toFixed(2)} 元，套餐价格 ${price.toFixed(2)} 元`,
} as const;

/** A package (/packageManagement, /packageManagementX, /packageManagementXuser, admin). */
export const axbPackages = defineResource({
  name: { label: '套餐名称', kind: 'text', filter: true, form: true, required: true, max: 30 },
  numberCount: { label: '号码数量', kind: 'number', form: true, required: true, min: 1, max: 10000, whole: true },
  minutes: { label: '包含分钟数', kind: 'number', form: true, required: true, min: 0, max: 10_000_000, whole: true },
  price: { label: '价格（元）', kind: 'money', form: true, required: true, min: 0, max: 1_000_000 },
  overageRate: { label: '超出资费（元/分钟）', kind: 'money', form: true, required: true, min: 0, max: 10 },
  validDays: { label: '有效天数', kind: 'number', form: true, required: true, min: 1, max: 3660, whole: true },
  status: { label: '状态', kind: 'enum', values: AXB_PACKAGE_STATUS, form: true, required: true },
  orderCount: { label: '已售份数', kind: 'number' },
  remark: { ...REMARK_FIELD, column: false },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
export type AxbPackageRow = RowOf<typeof axbPackages>;
type Option = { value: number; label: string };
type OfKind<P> = P & { kind: AxbPackageKind };

/** A company's purchase of a package (/packageList): the terms as bought, and the balance the price left. */
export const axbOrders = defineResource({
  orderNo: { label: '订单号', kind: 'code', filter: true, max: 30 },
  companyId: { ...COMPANY_FIELD, form: true, required: true, filter: false },
  packageId: {
    label: '套餐',
    kind: 'ref',
    options: call.get<Option[]>('/api/axb/packageOptions', CLOUDCALL_ACCESS.axbPackageList),
    form: true,
    required: true,
  },
  companyName: { label: '企业', kind: 'text', filter: true, max: 50 },
  agentName: { label: '代理商', kind: 'text' },
  packageName: { label: '套餐', kind: 'text' },
  kind: { label: '套餐类型', kind: 'enum', values: AXB_PACKAGE_KIND },
  price: { label: '价格（元）', kind: 'money' },
  numberCount: { label: '号码数量', kind: 'number' },
  minutes: { label: '包含分钟数', kind: 'number' },
  balanceAfter: { label: '购买后余额（元）', kind: 'money' },
  state: { label: '状态', kind: 'enum', values: AXB_ORDER_STATUS },
  startsAt: { label: '生效时间', kind: 'dateTime' },
  expiresAt: { label: '到期时间', kind: 'dateTime' },
  buyer: { label: '操作人', kind: 'text' },
});
export type AxbOrderRow = RowOf<typeof axbOrders>;

/** `/api/axb/<verb>`: the packages of one member (`kind`), and the companies' orders of them. */
export const axbPackageApi = {
  packageList: call.list('/api/axb/packageList', CLOUDCALL_ACCESS.axb, axbPackages, 'POST'),
  /** Adds a package of the member, or edits one (`id`). */
  packageSave: call.save<typeof axbPackages, { id: number }, OfKind<InputOf<typeof axbPackages> & { id?: number }>>(
    '/api/axb/packageSave',
    CLOUDCALL_ACCESS.axb,
    axbPackages,
    '保存回拨套餐',
  ),
  packageDelete: call.post<null, { id: number }>('/api/axb/packageDelete', CLOUDCALL_ACCESS.axb, '删除回拨套餐'),
  exportPackages: call.sheet<OfKind<QueryOf<typeof axbPackages>>>('/api/axb/exportPackages', CLOUDCALL_ACCESS.axb, axbPackages),
  /** The packages on sale (上架), for the purchase form. */
  packageOptions: axbOrders.fields.packageId.options,
  orderList: call.list('/api/axb/orderList', CLOUDCALL_ACCESS.axbPackageList, axbOrders, 'POST'),
  /** Buys a package for a company: its price leaves the company's balance with the order, in one transaction. */
  orderBuy: call.save<typeof axbOrders, { id: number; balanceAfter: number }>('/api/axb/orderBuy', CLOUDCALL_ACCESS.axbBuy, axbOrders, '购买回拨套餐'),
  exportOrders: call.sheet('/api/axb/exportOrders', CLOUDCALL_ACCESS.axbPackageList, axbOrders),
};
