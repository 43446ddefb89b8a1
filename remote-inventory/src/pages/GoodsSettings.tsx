import { createResourcePage } from '@console/sdk/kit';
import { goods, stockApi } from '../contract';

/** The goods held in stock (/inventorySetMenu): line, name, unit and warning threshold. A goods stays in its line. */
export default createResourcePage({
  resource: goods,
  noun: '货品',
  list: stockApi.goodsList,
  form: {
    fields: (row) => [
      ...(row ? [] : ['line' as const]),
      'name',
      'model',
      'unit',
      'warnThreshold',
      { name: 'enabled', label: '启用', kind: 'switch' },
      'remark',
    ],
    add: { call: stockApi.goodsSave, initialValues: { unit: '张', warnThreshold: 100, enabled: true } },
    edit: {
      call: stockApi.goodsSave,
      toValues: ({ name, model, unit, warnThreshold, enabled, remark }) => ({ name, model, unit, warnThreshold, enabled: enabled === 1, remark }),
    },
  },
  remove: { call: stockApi.goodsDelete, confirm: (row) => `确定删除货品「${row.name}」吗？` },
  exporter: stockApi.exportGoods,
});
