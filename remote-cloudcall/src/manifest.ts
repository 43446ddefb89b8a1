import { defineRemote, rolesExcept } from '@console/sdk/manifest';
import { BATCH_SETTINGS, CLOUDCALL_ACCESS } from './contract';

const BATCH_ROLES = [...CLOUDCALL_ACCESS.batches];
const BATCH_ROLES_NOTE = 'spec section 6: admin, agent and company for call-batch pages';
/** A call-batch page in the 话单批次 group. */
const batchPage = (order: number) => ({ roles: BATCH_ROLES, rolesNote: BATCH_ROLES_NOTE, menu: [{ group: 'callBatch' as const, order }] });

/** Everything about calls: cloud call, call batches, callback, records, recordings, inspection. */
export const manifest = defineRemote({
  name: 'remote-cloudcall',
  title: '通话与云呼',
  routes: [
    {
      path: '/record',
      title: '通话记录',
      icon: 'PhoneOutlined',
      module: './CallRecords',
      // Common route (spec section 2); the gm sidebar holds only its recording entry.
      menu: [{ group: 'others', order: 10, roles: rolesExcept('gm') }],
    },
    {
      path: '/riskList2',
      title: '风险列表',
      icon: 'AlertOutlined',
      module: './RiskList',
      // Common route; listed in the quality-inspection group for the roles that supervise calls.
      menu: [{ group: 'quality', order: 20, roles: ['admin', 'agent', 'subAgent', 'company', 'department'] }],
    },
    // Call batches
    { path: '/cdrBatchManagement', title: '批次管理', icon: 'ProfileOutlined', module: './Batches', ...batchPage(10) },
    { path: '/cdrBatchList', title: '批次号码', icon: 'PhoneOutlined', module: './BatchNumbers', ...batchPage(20) },
    { path: '/cdrBatchAllocation', title: '批次分配', icon: 'ApartmentOutlined', module: './BatchAllocations', ...batchPage(30) },
    { path: '/cdrBatchConsumptionDetails', title: '批次消费明细', icon: 'AccountBookOutlined', module: './BatchConsumption', ...batchPage(40) },
    ...(['type', 'premium', 'server'] as const).map((kind, i) => ({
      path: BATCH_SETTINGS[kind].route,
      title: BATCH_SETTINGS[kind].title,
      icon: (['TagsOutlined', 'MoneyCollectOutlined', 'CloudServerOutlined'] as const)[i],
      module: './BatchSettings',
      props: { kind },
      ...batchPage(50 + i * 10),
    })),
  ],
});
