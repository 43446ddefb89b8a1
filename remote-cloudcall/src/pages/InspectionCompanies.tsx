import { createResourcePage } from '@console/sdk/kit';
import { inspectionApi, qaCompanies } from '../contract';

/** Companies enrolled for telephone inspection (/telephoneInspection): the server, the share of calls inspected, AI on or off. */
export default createResourcePage({
  resource: qaCompanies,
  noun: '质检企业',
  list: inspectionApi.companyList,
  form: {
    add: { call: inspectionApi.companySave, initialValues: { sampleRate: 100, aiEnabled: 1, enabled: 1 } },
    edit: { call: inspectionApi.companySave },
  },
  remove: { call: inspectionApi.companyDelete, confirm: (row) => `确定停止对「${row.companyName}」的质检吗？已有的质检记录会保留。` },
});
