import { createResourcePage } from '@console/sdk/kit';
import { gateApi, gateRefusals } from '../contract';

/** 外呼拦截记录 (/gateRefusals): every attempt the dialling gate refused, with the rule that refused it. */
export default createResourcePage({
  resource: gateRefusals,
  noun: '拦截记录',
  list: gateApi.refusals,
  exporter: gateApi.refusalsExport,
});
