import { createResourcePage, formatMoney } from '@console/sdk/kit';
import { moneyApi, preDeposits } from '../contract';

/** Pre-deposits (/preDeposit): money a company holds with an operator; paying in moves its balance and writes the record. */
export default createResourcePage({
  resource: preDeposits,
  noun: '预存',
  list: moneyApi.preDepositList,
  columns: ['companyName', 'agentName', 'operator', 'kind', 'amount', 'balanceAfter', 'voucherNo', 'remark', 'operatorName', 'createdAt'],
  form: {
    fields: ['companyId', 'operator', 'amount', 'voucherNo', 'remark'],
    add: {
      call: moneyApi.preDepositAdd,
      label: '新增预存',
      successMessage: (result) => `已预存，当前余额 ${formatMoney((result as { data: { balance: number } }).data.balance)} 元`,
    },
  },
  exporter: moneyApi.preDepositExport,
});
