import { createResourcePage } from '@console/sdk/kit';
import { regionWindowApi, regionWindows } from '../contract';

/** 地区呼叫时段 (/callingWindows): the callee regions whose calling windows differ; the dialling gate asks them on every call. */
export default createResourcePage({
  resource: regionWindows,
  noun: '呼叫时段规则',
  list: regionWindowApi.list,
  form: {
    add: { call: regionWindowApi.save, initialValues: { enabled: 1, startTime: '09:00', endTime: '20:00' } },
    edit: { call: regionWindowApi.save },
  },
  remove: { call: regionWindowApi.delete, confirm: (row) => `确定删除号段 ${row.prefix}（${row.region}）的呼叫时段吗？` },
  exporter: regionWindowApi.export,
});
