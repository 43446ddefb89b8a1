import { searchOptions, type FormField } from '@console/sdk/kit';
import { EXPRESS, STOCK_LIMITS, stockApi } from '../contract';

/** How many: a whole number from 1 up to the area's limit. */
export const quantityField = (label = '数量', extra?: string): FormField => ({
  name: 'quantity',
  label,
  kind: 'number',
  required: true,
  min: 1,
  max: STOCK_LIMITS.maxQuantity,
  extra,
});

/** A company, searched by name among thousands. */
export const companyField = (label = '收货企业'): FormField => ({ name: 'companyId', label, kind: 'select', required: true, search: searchOptions(stockApi.companyOptions) });

/** Where a shipment goes: who receives it and how it travels (ship and edit share them). */
export const DELIVERY_FIELDS: FormField[] = [
  { name: 'receiver', label: '收货人', required: true, maxLength: 20 },
  {
    name: 'receiverPhone',
    label: '联系电话',
    required: true,
    maxLength: 11,
    rules: [{ pattern: /^1\d{10}$/, message: '请输入 11 位手机号码' }],
  },
  { name: 'address', label: '收货地址', required: true, maxLength: 100 },
  { name: 'express', label: '快递公司', kind: 'select', options: EXPRESS.options },
  { name: 'trackingNo', label: '快递单号', maxLength: 30 },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 200 },
];
