import { createResourcePage } from '@console/sdk/kit';
import { numberApi, numberEvent } from '../contract';

/** 开通列表 (/activationList): every opening approved, of every brand, newest first: who opened it, when. */
export default createResourcePage({
  resource: numberEvent,
  noun: '开通记录',
  params: { toState: 'open' },
  list: numberApi.events,
  filters: ['phoneNumber', 'operator', 'companyName', 'at'],
  columns: ['phoneNumber', 'operator', 'fromState', 'reason', 'companyName', 'userName', 'at'],
  exporter: numberApi.eventsExport,
});
