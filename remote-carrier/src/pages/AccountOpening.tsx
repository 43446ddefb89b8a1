import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { carrierNumber, numberApi, OPERATORS, type CarrierNumberRow } from '../contract';
import { historyAction } from './numberActions';

/**
 * 开户进度: one page for every brand with an opening page (OPERATORS, kind accountOpening): the
 * brand's openings of the last 90 days and where each stands; 提交开户 submits one for review.
 */
export default createResourcePage((params): ResourcePageConfig<CarrierNumberRow, typeof carrierNumber> => {
  const member = OPERATORS.of(params);
  return {
    resource: carrierNumber,
    noun: '开户申请',
    params: { operator: member.key },
    list: numberApi.openingList,
    filters: ['phoneNumber', 'state', 'holderName', 'companyName', 'createdAt'],
    columns: ['phoneNumber', 'state', 'holderName', 'package', 'companyName', 'agentName', 'createdAt', 'updatedAt'],
    form: { add: { call: numberApi.open, label: '提交开户', successMessage: '开户申请已提交，等待审核' } },
    rowActions: [historyAction],
  };
});
