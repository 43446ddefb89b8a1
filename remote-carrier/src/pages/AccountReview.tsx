import { createResourcePage } from '@console/sdk/kit';
import { carrierNumber, numberApi } from '../contract';
import { historyAction, moveAction } from './numberActions';

/**
 * 开户审核 (/accountReview, a Common route): the openings of the user's own rows, those waiting
 * first; the platform (admin) approves them or rejects them with a reason.
 */
export default createResourcePage({
  resource: carrierNumber,
  noun: '开户申请',
  list: numberApi.reviewList,
  filters: ['phoneNumber', 'operator', 'state', 'companyName', 'createdAt'],
  columns: ['phoneNumber', 'operator', 'state', 'holderName', 'package', 'companyName', 'agentName', 'createdAt', 'updatedAt'],
  rowActions: [moveAction('approve'), moveAction('reject'), historyAction],
});
