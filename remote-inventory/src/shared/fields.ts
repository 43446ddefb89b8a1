import { resourceForm, searchOptions, type FormField } from '@console/sdk/kit';
import { shipments, STOCK_LIMITS, stockApi } from '../contract';

/** How many: a whole number from 1 up to the area's limit (each form names it: 入库数量, 出库数量, 采购数量). */
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
export const companyField = (label = '收货企业'): FormField => ({
  name: 'companyId',
  label,
  kind: 'select',
  required: true,
  search: searchOptions(stockApi.companyOptions),
});

/** Where a shipment goes: who receives it and how it travels (shipping from the stock page asks for them too). */
export const DELIVERY_FIELDS: FormField[] = resourceForm(shipments);
