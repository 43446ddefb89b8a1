import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { carrierNumber, numberApi, OPERATORS, type CarrierNumberRow } from '../contract';
import { historyAction, moveAction } from './numberActions';

/**
 * 虚商号码: one page for every brand with a virtual-commerce line (OPERATORS, kind virtualCommerce),
 * its brand from the route: the brand's numbers, suspended and restored with a reason.
 */
export default createResourcePage((params): ResourcePageConfig<CarrierNumberRow, typeof carrierNumber> => {
  const member = OPERATORS.of(params);
  return {
    resource: carrierNumber,
    noun: '号码',
    params: { operator: member.key },
    list: numberApi.list,
    filters: ['phoneNumber', 'state', 'holderName', 'companyName', 'createdAt'],
    // The health score and its trend (issue 60: shown and sortable on the virtual-commerce lists), as stored and when.
    columns: [
      'phoneNumber',
      'state',
      'holderName',
      'package',
      'balance',
      'healthScore',
      'healthTrend',
      'healthComputedAt',
      'companyName',
      'agentName',
      'validUntil',
      'updatedAt',
    ],
    exporter: numberApi.export,
    rowActions: [moveAction('suspend', member.key), moveAction('restore', member.key), historyAction],
  };
});
