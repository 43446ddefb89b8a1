import { createResourcePage } from '@console/sdk/kit';
import { inspectionApi, qaRules } from '../contract';

/** Inspection rules (/telephoneInspectionType): the platform's for every company, an agent's own for its companies. */
export default createResourcePage({
  resource: qaRules,
  noun: '质检规则',
  list: inspectionApi.ruleList,
  form: {
    add: { call: inspectionApi.ruleSave, initialValues: { kind: '关键词', level: '中', deduct: 5, enabled: 1 } },
    edit: { call: inspectionApi.ruleSave },
  },
  remove: { call: inspectionApi.ruleDelete, confirm: (row) => `确定删除质检规则「${row.name}」吗？` },
  exporter: inspectionApi.exportRules,
});
