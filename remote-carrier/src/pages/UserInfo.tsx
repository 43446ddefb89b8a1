import { createResourcePage } from '@console/sdk/kit';
import { carrierNumber, numberApi } from '../contract';
import { historyAction } from './numberActions';

/** 用户信息 (/userInfo): every brand's numbers in the user's reach, with each one's history. */
export default createResourcePage({
  resource: carrierNumber,
  noun: '号码',
  list: numberApi.list,
  filters: ['phoneNumber', 'operator', 'state', 'holderName', 'companyName', 'createdAt'],
  exporter: numberApi.export,
  rowActions: [historyAction],
});
