import { createResourcePage, declaredForm, type ResourcePageConfig } from '@console/sdk/kit';
import { numberApi, numberEvent, OPERATORS, restartFields, type NumberEventRow } from '../contract';

/**
 * 重启记录: one page for every brand with restart records (OPERATORS, kind restartRecords): the
 * brand's restarts, newest first, with who and why; 重启号码 restarts an open number of the brand.
 */
export default createResourcePage((params): ResourcePageConfig<NumberEventRow, typeof numberEvent> => {
  const member = OPERATORS.of(params);
  return {
    resource: numberEvent,
    noun: '重启记录',
    params: { operator: member.key, action: 'restart' },
    list: numberApi.events,
    filters: ['phoneNumber', 'companyName', 'at'],
    columns: ['phoneNumber', 'reason', 'companyName', 'userName', 'at'],
    exporter: numberApi.eventsExport,
    form: {
      fields: declaredForm(restartFields),
      add: { call: numberApi.restart, label: '重启号码', successMessage: '号码已重启' },
    },
  };
});
