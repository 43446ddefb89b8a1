import { createResourcePage } from '@console/sdk/kit';
import { enterpriseLimitingApi, enterpriseLimiting } from '../contract';

/** 企业限呼 (/enterpriseLimiting): stop or cap every call of a company; the dialling gate asks the rules 生效中. */
export default createResourcePage({
  resource: enterpriseLimiting,
  noun: '限呼规则',
  list: enterpriseLimitingApi.list,
  form: {
    add: { call: enterpriseLimitingApi.add, initialValues: { mode: '停止外呼', status: '生效中' } },
    edit: { call: enterpriseLimitingApi.update },
  },
  remove: { call: enterpriseLimitingApi.delete, confirm: (row) => `确定删除「${row.companyName}」的限呼规则吗？` },
  exporter: enterpriseLimitingApi.export,
});
