import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { formField, resourceForm, type FormField } from '@console/sdk/kit';
import { shipments, STOCK_LIMITS } from '../contract';

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

/** A company, searched by name among thousands (the platform's one company picker). */
export const companyField = (label = '收货企业'): FormField => formField('companyId', { ...COMPANY_FIELD, label, required: true });

/** Where a shipment goes: who receives it and how it travels (shipping from the stock page asks for them too). */
export const DELIVERY_FIELDS: FormField[] = resourceForm(shipments);
