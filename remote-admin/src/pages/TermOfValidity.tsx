import { createResourcePage, rowAction } from '@console/sdk/kit';
import dayjs from 'dayjs';
import { termsOfValidity, validityApi, type TermOfValidityRow } from '../contract';

/** The date a renewal starts from: a year after the later of the current term and now. */
export const proposedTerm = (validDate: string, today = dayjs()) => {
  const from = dayjs(validDate).isAfter(today) ? dayjs(validDate) : today;
  return from.add(1, 'year').format('YYYY-MM-DD HH:mm:ss');
};

/**
 * 有效期管理 (/termOfValidity): the accounts in the caller's scope, soonest term first; the 状态 tag
 * marks the expired (red) and those expiring within 30 days (orange). 延期 extends one account.
 */
export default createResourcePage({
  resource: termsOfValidity,
  noun: '账号有效期',
  list: validityApi.list,
  exporter: validityApi.export,
  rowActions: [
    rowAction({
      label: '延期',
      call: validityApi.extend,
      // One's own term is one's superior's to extend.
      visible: (row: TermOfValidityRow, user) => String(row.id) !== user.userId,
      form: {
        fields: { validDate: { label: '新有效期', kind: 'dateTime', required: true, extra: '须晚于当前有效期；代理商与子代理不能超过自己的有效期' } },
        title: (row) => `延长有效期：${row.username}`,
        initialValues: (row) => ({ validDate: proposedTerm(row.validDate) }),
      },
      run: (row, _context, values) => validityApi.extend({ userId: row.id, validDate: values.validDate }),
      successMessage: '有效期已延长',
    }),
  ],
});
