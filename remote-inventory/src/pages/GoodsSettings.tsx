import { createResourcePage, specColumns, type FormField } from '@console/sdk/kit';
import { ENABLED, GOODS_COLUMNS, STOCK_LIMITS, STOCK_LINE, stockApi, type GoodsInput, type GoodsRow } from '../contract';

const fields = (row?: GoodsRow): FormField[] => [
  // A goods stays in its line: its stock and records are that line's.
  ...(row ? [] : [{ name: 'line', label: '库存线', kind: 'select', required: true, options: STOCK_LINE.options } as FormField]),
  { name: 'name', label: '货品名称', required: true, maxLength: 30 },
  { name: 'model', label: '型号', maxLength: 30 },
  { name: 'unit', label: '单位', required: true, maxLength: 5 },
  { name: 'warnThreshold', label: '预警值', kind: 'number', required: true, min: 0, max: STOCK_LIMITS.maxThreshold, extra: '库存低于预警值时提示库存不足，并列入采购清单' },
  { name: 'enabled', label: '启用', kind: 'switch' },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 200 },
];

/** The goods held in stock (/inventorySetMenu): line, name, unit and warning threshold. */
export default createResourcePage<GoodsRow>({
  noun: '货品',
  rowKey: 'id',
  list: stockApi.goodsList,
  filters: [
    { kind: 'select', name: 'line', label: '库存线', options: STOCK_LINE.options },
    { kind: 'text', name: 'name', label: '货品名称' },
    { kind: 'select', name: 'enabled', label: '状态', options: ENABLED.options },
  ],
  columns: specColumns(GOODS_COLUMNS),
  form: {
    fields,
    add: { call: stockApi.goodsSave, initialValues: { unit: '张', warnThreshold: 100, enabled: true } },
    edit: {
      call: stockApi.goodsSave,
      toValues: ({ name, model, unit, warnThreshold, enabled, remark }) => ({ name, model, unit, warnThreshold, enabled: enabled === 1, remark }),
      toRequest: (values, row) => ({ ...values, id: row.id, line: row.line }) as GoodsInput,
    },
  },
  remove: { call: stockApi.goodsDelete, confirm: (row) => `确定删除货品「${row.name}」吗？` },
  exporter: stockApi.exportGoods,
});
