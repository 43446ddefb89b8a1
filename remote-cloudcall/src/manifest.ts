import { defineRemote, rolesExcept, type RouteDeclaration } from '@console/sdk/manifest';
import {
  AXB_PACKAGE_KINDS,
  BATCH_SETTINGS,
  CALL_FAMILIES,
  CLOUDCALL_ACCESS,
  INSPECTION_ACCESS,
  RECORD_ACCESS,
  type CallFamilyKey,
  type CallPageKind,
} from './contract';

/**
 * The cloud-call group of section 2 lists the trumpet family's pages (the company's group its allocation,
 * numbers and consumption); the other families' pages are in no sidebar, reached by their paths.
 */
const familyMenu = (key: CallFamilyKey, order: number): Pick<RouteDeclaration, 'menu'> => (key === 'trumpet' ? { menu: [{ group: 'cloudCall', order }] } : {});

const familyPages = (kind: CallPageKind, title: string, icon: RouteDeclaration['icon'], module: string, roles: readonly string[], order: number) =>
  CALL_FAMILIES.manifestRoutes(kind, (family, key) => ({
    title: `${family.label}${title}`,
    icon,
    module,
    roles: [...roles] as RouteDeclaration['roles'],
    ...familyMenu(key, order),
  }));

const BATCH_ROLES = [...CLOUDCALL_ACCESS.batches];
const BATCH_ROLES_NOTE = 'spec section 6: admin, agent and company for call-batch pages';
/** A call-batch page in the 话单批次 group. */
const batchPage = (order: number) => ({ roles: BATCH_ROLES, rolesNote: BATCH_ROLES_NOTE, menu: [{ group: 'callBatch' as const, order }] });

/** A page in the 回拨管理 group, shown to admin only (see the routes). */
const callbackMenu = (order: number): Pick<RouteDeclaration, 'menu'> => ({ menu: [{ group: 'callback', order, roles: ['admin'] }] });

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
    // Records and recordings: one search and one player (contract/records.ts)
    {
      path: '/record2',
      title: '通话记录统计',
      icon: 'BarChartOutlined',
      module: './CallRecords',
      props: { figures: true },
      roles: [...RECORD_ACCESS.record2],
      rolesNote: 'decided: the roles that supervise staff calls (section 6 names no list); in no sidebar of section 2',
    },
    {
      path: '/recording',
      title: '通话录音',
      icon: 'SoundOutlined',
      module: './Recordings',
      // Common route (section 2); beside 通话记录 for everyone with a sidebar but gm, whose entry is /GM.
      menu: [{ group: 'others', order: 11, roles: rolesExcept('gm') }],
    },
    {
      path: '/GM',
      title: '录音质检',
      icon: 'CustomerServiceOutlined',
      module: './Recordings',
      props: { platform: true },
      roles: [...RECORD_ACCESS.gm],
      // Section 2: the gm role sees only a recording entry; section 6: gm only for /GM.
      menu: [{ order: 10 }],
    },
    {
      path: '/riskList2',
      title: '风险列表',
      icon: 'AlertOutlined',
      module: './RiskList',
      // Common route; listed in the quality-inspection group for the roles that supervise calls.
      menu: [{ group: 'quality', order: 20, roles: ['admin', 'agent', 'subAgent', 'company', 'department'] }],
    },
    // Cloud-call families (one page per kind, contract/families.ts) and SIP servers
    ...familyPages('template', '模板', 'AppstoreOutlined', './CallTemplates', CLOUDCALL_ACCESS.templates, 20),
    ...familyPages('allocation', '企业分配', 'ApartmentOutlined', './CallAllocations', CLOUDCALL_ACCESS.familyPages, 30),
    ...familyPages('specialNumber', '特服号码', 'MobileOutlined', './SpecialNumbers', CLOUDCALL_ACCESS.familyPages, 40),
    ...familyPages('consumption', '消费明细', 'AccountBookOutlined', './Consumption', CLOUDCALL_ACCESS.familyPages, 50),
    {
      path: '/SIPServer',
      title: 'SIP服务器',
      icon: 'CloudServerOutlined',
      module: './SipServers',
      roles: [...CLOUDCALL_ACCESS.sipServers],
      menu: [{ group: 'cloudCall', order: 70 }],
    },
    // SIP numbers and prices, surcharges and call controls (shared by every cloud-call family). The sidebar
    // follows spec section 2's order: 通联精准管控 first, 附加费 between the family pages and the SIP servers.
    {
      path: '/tonglianPrecisionTube',
      title: '通联精准管控',
      icon: 'ControlOutlined',
      module: './TonglianPrecisionTube',
      roles: [...CLOUDCALL_ACCESS.tonglianPrecisionTube],
      menu: [{ group: 'cloudCall', order: 10 }],
    },
    {
      path: '/premium',
      title: '附加费',
      icon: 'MoneyCollectOutlined',
      module: './Premium',
      roles: [...CLOUDCALL_ACCESS.premium],
      menu: [{ group: 'cloudCall', order: 60 }],
    },
    // In no sidebar (the ledger's decision): reached by their paths.
    { path: '/sipNumber', title: 'SIP号码', icon: 'PhoneOutlined', module: './SipNumber', roles: [...CLOUDCALL_ACCESS.sip] },
    { path: '/sipAccountPrice', title: 'SIP账号价格', icon: 'AccountBookOutlined', module: './SipAccountPrice', roles: [...CLOUDCALL_ACCESS.sip] },
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
    // Quality inspection and risk (issue 62): section 2's 质检 group lists telephoneInspectionList, riskList2,
    // qualityInspection2, telephoneInspectionType, telephoneInspection and inspectionServer, in that order.
    {
      path: '/telephoneInspectionList',
      title: '电话质检列表',
      icon: 'FileSearchOutlined',
      module: './InspectionSummary',
      roles: [...INSPECTION_ACCESS.manage],
      menu: [{ group: 'quality', order: 10 }],
    },
    {
      path: '/qualityInspection2',
      title: '风险通话',
      icon: 'WarningOutlined',
      module: './RiskRecords',
      // Common route; in the 质检 group for the roles that supervise calls, as /riskList2.
      menu: [{ group: 'quality', order: 30, roles: [...INSPECTION_ACCESS.review] }],
    },
    {
      path: '/telephoneInspectionType',
      title: '质检规则',
      icon: 'ProfileOutlined',
      module: './InspectionRules',
      roles: [...INSPECTION_ACCESS.manage],
      menu: [{ group: 'quality', order: 40 }],
    },
    {
      path: '/telephoneInspection',
      title: '电话质检',
      icon: 'AuditOutlined',
      module: './InspectionCompanies',
      roles: [...INSPECTION_ACCESS.manage],
      menu: [{ group: 'quality', order: 50 }],
    },
    {
      path: '/inspectionServer',
      title: '质检服务器',
      icon: 'CloudServerOutlined',
      module: './InspectionServers',
      roles: [...INSPECTION_ACCESS.manage],
      menu: [{ group: 'quality', order: 60 }],
    },
    // Common routes in no sidebar (section 2 lists them among the routes only).
    { path: '/qualityInspection', title: '质检记录', icon: 'AuditOutlined', module: './QualityInspection' },
    { path: '/inspectionRecords', title: '复核记录', icon: 'HistoryOutlined', module: './QualityInspection', props: { reviewed: true } },
    { path: '/riskList', title: '风险名单', icon: 'AlertOutlined', module: './RiskEntries' },
    { path: '/AIinspection', title: 'AI质检', icon: 'ExperimentOutlined', module: './AiInspection' },
    // In no sidebar (the ledger's decision): reached by its path.
    {
      path: '/quantitativeIntelligenceMonitoring',
      title: '量化智能监控',
      icon: 'LineChartOutlined',
      module: './QuantitativeMonitoring',
      roles: [...INSPECTION_ACCESS.monitoring],
    },
    // Callback (AXB). The 回拨管理 group (section 2) is admin's: the agent menu omits callback, and section 2 gives
    // the other roles no callback group; /packageList is open to all but oem and gm (section 6), reached by its path.
    {
      path: '/packageList',
      title: '套餐列表',
      icon: 'ShoppingCartOutlined',
      module: './PackageList',
      roles: [...CLOUDCALL_ACCESS.axbPackageList],
      ...callbackMenu(10),
    },
    { path: '/middleNumber', title: '中间号', icon: 'PhoneOutlined', module: './MiddleNumbers', roles: [...CLOUDCALL_ACCESS.axb], ...callbackMenu(20) },
    {
      path: '/consumptionDetails',
      title: '消费明细',
      icon: 'AccountBookOutlined',
      module: './AxbConsumption',
      roles: [...CLOUDCALL_ACCESS.axb],
      ...callbackMenu(30),
    },
    { path: '/privateNumber', title: '隐私号', icon: 'SafetyOutlined', module: './PrivateNumbers', roles: [...CLOUDCALL_ACCESS.axb], ...callbackMenu(40) },
    ...AXB_PACKAGE_KINDS.manifestRoutes('package', (member) => ({
      title: `${member.label}套餐管理`,
      icon: 'ContainerOutlined',
      module: './AxbPackages',
      roles: [...CLOUDCALL_ACCESS.axb],
    })),
    { path: '/AXBBinding', title: 'AXB绑定', icon: 'LinkOutlined', module: './AxbBindings', roles: [...CLOUDCALL_ACCESS.axb] },
    { path: '/AXBinventory', title: 'AXB库存', icon: 'DatabaseOutlined', module: './AxbInventory', roles: [...CLOUDCALL_ACCESS.axb] },
    { path: '/GSAxb', title: 'AXB用户', icon: 'TeamOutlined', module: './AxbUsers', roles: [...CLOUDCALL_ACCESS.axb] },
  ],
});
