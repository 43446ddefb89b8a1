import { createResourcePage } from '@console/sdk/kit';
import { carrierNumber, numberApi } from '../contract';
import { historyAction, moveAction } from './numberActions';

/** DJ 冻结 (/DJfreeze): the DJ line's numbers, frozen and unfrozen with a reason. */
export default createResourcePage({
  resource: carrierNumber,
  noun: '号码',
  params: { operator: 'DJ' },
  list: numberApi.list,
  filters: ['phoneNumber', 'state', 'holderName', 'companyName'],
  columns: ['phoneNumber', 'state', 'holderName', 'package', 'balance', 'companyName', 'agentName', 'validUntil', 'updatedAt'],
  exporter: numberApi.export,
  rowActions: [moveAction('freeze', 'DJ'), moveAction('unfreeze', 'DJ'), historyAction],
});
