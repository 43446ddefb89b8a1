import { createResourcePage } from '@console/sdk/kit';
import { numberControlApi, numberControl } from '../contract';

/** 号码管控 (/numberControl): stop or slow a calling number; the dialling gate asks the rules 生效中. */
export default createResourcePage({
  resource: numberControl,
  noun: '管控规则',
  list: numberControlApi.list,
  form: {
    add: { call: numberControlApi.add, initialValues: { mode: '停止外呼', status: '生效中' } },
    edit: { call: numberControlApi.update },
  },
  remove: { call: numberControlApi.delete, confirm: (row) => `确定删除「${row.phoneNumber}」吗？` },
  exporter: numberControlApi.export,
});
