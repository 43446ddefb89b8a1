import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { numberRecharge, OPERATORS, rechargeApi, type NumberRechargeRow } from '../contract';

/**
 * 号码充值: one page for every brand with recharges (OPERATORS, kind recharge): the brand's recharges,
 * newest first; 充值 tops a number up (its balance moves and the record is written together).
 */
export default createResourcePage((params): ResourcePageConfig<NumberRechargeRow, typeof numberRecharge> => {
  const member = OPERATORS.of(params);
  return {
    resource: numberRecharge,
    noun: '充值记录',
    params: { operator: member.key },
    list: rechargeApi.list,
    exporter: rechargeApi.export,
    form: {
      add: {
        call: rechargeApi.add,
        label: '充值',
        title: `${member.label}号码充值`,
        successMessage: (result) => `充值成功，当前余额 ${(result as { data: { balance: number } }).data.balance.toFixed(2)} 元`,
      },
    },
  };
});
