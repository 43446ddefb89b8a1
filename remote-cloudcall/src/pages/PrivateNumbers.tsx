import { createResourcePage } from '@console/sdk/kit';
import { axbApi, privateNumbers } from '../contract';
import { companyField } from './familyFields';

const FIELDS = ['phone', 'holder', 'status', 'remark'] as const;

/** The companies' registered A numbers (/privateNumber, admin): only these may be the A side of a binding. */
export default createResourcePage({
  resource: privateNumbers,
  noun: '隐私号',
  list: axbApi.privateList,
  form: {
    // A number stays with its company.
    fields: (row) => (row ? FIELDS : [{ ...companyField(), required: true }, ...FIELDS]),
    add: { call: axbApi.privateSave, initialValues: { status: '启用' } },
    edit: { call: axbApi.privateSave },
  },
  remove: { call: axbApi.privateDelete, confirm: (row) => `确定删除隐私号 ${row.phone}（${row.holder}）吗？` },
  exporter: axbApi.exportPrivate,
});
