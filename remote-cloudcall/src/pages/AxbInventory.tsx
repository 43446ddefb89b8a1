import { createResourcePage } from '@console/sdk/kit';
import { AXB_IMPORT_TEXTS, axbApi, axbNumbers } from '../contract';
import { companyField } from './familyFields';

/** The X-number inventory (/AXBinventory, admin): add, allocate a stocked number to a company within its packages, take one back. */
export default createResourcePage({
  resource: axbNumbers,
  noun: '中间号',
  list: axbApi.numberList,
  filters: ['number', 'city', 'operator', 'status', 'place', 'companyName', 'createdAt'],
  form: {
    add: { call: axbApi.numberSave, initialValues: { status: '启用' } },
    edit: { call: axbApi.numberSave },
  },
  remove: { call: axbApi.numberDelete, visible: (row) => row.place === '库存', confirm: (row) => `确定删除中间号 ${row.number} 吗？` },
  rowActions: [
    {
      label: '分配',
      call: axbApi.numberAllocate,
      visible: (row) => row.place === '库存',
      form: { title: (row) => `分配中间号 ${row.number}`, fields: [{ ...companyField('在企业生效中套餐的号码数量内分配'), required: true }] },
      run: (row, _context, values) => axbApi.numberAllocate({ id: row.id, companyId: Number(values.companyId) }),
      successMessage: '已分配',
    },
    {
      label: '回收',
      call: axbApi.numberRecycle,
      visible: (row) => row.place === '已分配',
      confirm: (row) => `确定从「${row.companyName}」回收中间号 ${row.number} 吗？`,
      run: (row) => axbApi.numberRecycle({ id: row.id }),
      successMessage: '已回收',
    },
  ],
  importer: {
    label: '导入中间号',
    call: axbApi.numberImport,
    template: axbApi.numberTemplate,
    run: async (table) => {
      const { imported, refused } = (await axbApi.numberImport(table)).data;
      return AXB_IMPORT_TEXTS.done(imported, refused);
    },
  },
  exporter: axbApi.exportNumbers,
});
