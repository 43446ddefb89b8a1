import { CRM_ACCESS } from './contract';
import { defineRemote, rolesExcept } from '@console/sdk/manifest';

/**
 * Who sees which entry in the sidebar (spec section 2: "the normal and department roles see fewer
 * CRM items"; decided by this project). The routes of the CRM and lead-management groups are "Common"
 * (spec section 2), so they carry no role list: these lists narrow the menu only.
 */
/** Every sidebar but gm's (gm sees only its recording entry; oem has no sidebar at all). */
const EVERY_SIDEBAR = rolesExcept('gm');
/** Company-level configuration (field configuration, sources, tags, templates, recycling): not department, not normal. */
const CONFIGURATION_MENU = rolesExcept('department', 'normal', 'gm');
/** Supervision (statistics, release and operation records): also the department, not normal staff. */
const SUPERVISION_MENU = rolesExcept('normal', 'gm');
/** Spec section 2: assignLeads and cluePool are shown to every role except normal. */
const LEAD_MANAGEMENT_MENU = rolesExcept('normal', 'gm');

/**
 * The gated routes' role lists are the CRM action lists of `@console/remote-crm/contract` (declared there once,
 * enforced by the backend): lead finding (spec section 6), web clues and consultations (bought
 * through the marker service), customer quality control (the supervisors).
 */
const LEAD_FINDERS = [...CRM_ACCESS.leadFinders];
const WEB_CLUE_ROLES = [...CRM_ACCESS.webClues];
const QUALITY_CONTROL_ROLES = [...CRM_ACCESS.qualityControl];

const leadFinding = (order: number) => ({
  roles: LEAD_FINDERS,
  rolesNote: 'spec section 6: highSeas and the lead-finding pages are open to all but oem and gm',
  // Spec section 2: shown only when the flag is set, hidden on CY-marker hosts (404 there, 403 without the flag).
  when: { hideOnCyHost: true, flag: 'interior' as const },
  menu: [{ group: 'leadFinding' as const, order }],
});

/** CRM customers and pools, lead management, lead finding. */
export const manifest = defineRemote({
  name: 'remote-crm',
  title: '客户关系管理',
  routes: [
    // Lead finding (spec section 2 "Lead finding").
    { path: '/advancedSearch', title: '高级搜索', icon: 'SearchOutlined', module: './DirectorySearch', props: { mode: 'advanced' }, ...leadFinding(10) },
    { path: '/companySearch', title: '企业搜索', icon: 'BankOutlined', module: './DirectorySearch', props: { mode: 'company' }, ...leadFinding(20) },
    { path: '/shopSearch', title: '店铺搜索', icon: 'ShopOutlined', module: './ShopSearch', ...leadFinding(30) },
    { path: '/industryTemplate', title: '行业模板', icon: 'ProfileOutlined', module: './IndustryTemplate', ...leadFinding(40) },
    { path: '/mapSearch', title: '地图搜索', icon: 'EnvironmentOutlined', module: './MapSearch', ...leadFinding(50) },
    { path: '/batchCheckCompany', title: '批量查企业', icon: 'FileSearchOutlined', module: './BatchCheckCompany', ...leadFinding(60) },
    { path: '/poolAccount', title: '线索池账户', icon: 'WalletOutlined', module: './PoolAccount', ...leadFinding(70) },
    { path: '/highSeas', title: '线索公海', icon: 'ClusterOutlined', module: './Collections', props: { pool: 'high' }, ...leadFinding(80) },

    // CRM management (spec section 2 "CRM management"); all Common routes.
    {
      path: '/CRMstatistics',
      title: '客户统计',
      icon: 'BarChartOutlined',
      module: './CrmStatistics',
      rolesNote: 'Common route; menu: supervision, so not normal (spec: normal sees fewer CRM items)',
      menu: [{ group: 'crm', order: 10, roles: SUPERVISION_MENU }],
    },
    {
      path: '/customer',
      title: '我的客户',
      icon: 'ContactsOutlined',
      module: './Customers',
      props: { pool: 'mine' },
      rolesNote: 'Common route; every sidebar but gm’s lists it',
      menu: [{ group: 'crm', order: 20, roles: EVERY_SIDEBAR }],
    },
    {
      path: '/CRMHigh',
      title: '公海客户',
      icon: 'GlobalOutlined',
      module: './Customers',
      props: { pool: 'high' },
      rolesNote: 'Common route; every sidebar but gm’s lists it',
      menu: [{ group: 'crm', order: 30, roles: EVERY_SIDEBAR }],
    },
    {
      path: '/CRMDepartmentHigh',
      title: '部门公海',
      icon: 'ApartmentOutlined',
      module: './Customers',
      props: { pool: 'department' },
      rolesNote:
        'Common route, with the CRMDepartmentHigh session flag (403 without it). The login sets it from the account for a company’s staff (company, department, normal) and always for the roles above a company, who supervise every pool',
      when: { flag: 'CRMDepartmentHigh' },
      menu: [{ group: 'crm', order: 40, roles: EVERY_SIDEBAR }],
    },
    {
      path: '/customTag',
      title: '字段配置',
      icon: 'FormOutlined',
      module: './CustomFields',
      rolesNote: 'Common route; menu: company-level configuration, not department or normal',
      menu: [{ group: 'crm', order: 50, roles: CONFIGURATION_MENU }],
    },
    {
      path: '/followProgress',
      title: '跟进进度',
      icon: 'ScheduleOutlined',
      module: './FollowProgress',
      rolesNote: 'Common route; follow-up records are everyone’s work: every sidebar but gm’s',
      menu: [{ group: 'crm', order: 60, roles: EVERY_SIDEBAR }],
    },
    {
      path: '/CRMsource',
      title: '客户来源',
      icon: 'LinkOutlined',
      module: './CrmDictionary',
      props: { kind: 'source' },
      rolesNote: 'Common route; menu: company-level configuration, not department or normal',
      menu: [{ group: 'crm', order: 70, roles: CONFIGURATION_MENU }],
    },
    {
      path: '/release',
      title: '释放记录',
      icon: 'RetweetOutlined',
      module: './CrmRecords',
      props: { kind: 'release' },
      rolesNote: 'Common route; menu: supervision, so not normal',
      menu: [{ group: 'crm', order: 80, roles: SUPERVISION_MENU }],
    },
    {
      path: '/automaticRecycling',
      title: '自动回收',
      icon: 'SyncOutlined',
      module: './AutomaticRecycling',
      rolesNote: 'Common route; menu: company-level configuration, not department or normal',
      menu: [{ group: 'crm', order: 90, roles: CONFIGURATION_MENU }],
    },
    {
      path: '/tag',
      title: '客户标签',
      icon: 'TagsOutlined',
      module: './CrmDictionary',
      props: { kind: 'tag' },
      rolesNote: 'Common route; menu: company-level configuration, not department or normal',
      menu: [{ group: 'crm', order: 100, roles: CONFIGURATION_MENU }],
    },
    {
      path: '/modou',
      title: '模板管理',
      icon: 'FileTextOutlined',
      module: './Templates',
      rolesNote: 'Common route; menu: company-level configuration, not department or normal',
      menu: [{ group: 'crm', order: 110, roles: CONFIGURATION_MENU }],
    },
    {
      path: '/clueCollection',
      title: '线索收集',
      icon: 'InboxOutlined',
      module: './Collections',
      props: { pool: 'mine' },
      rolesNote: 'Common route; every sidebar but gm’s lists it',
      menu: [{ group: 'crm', order: 120, roles: EVERY_SIDEBAR }],
    },
    {
      path: '/operationRecord',
      title: '操作记录',
      icon: 'HistoryOutlined',
      module: './CrmRecords',
      props: { kind: 'all' },
      rolesNote: 'Common route; menu: supervision, so not normal',
      menu: [{ group: 'crm', order: 130, roles: SUPERVISION_MENU }],
    },
    {
      path: '/returnVisit',
      title: '回访提醒',
      icon: 'BellOutlined',
      module: './ReturnVisit',
      rolesNote: 'Common route; not in the spec’s sidebar: reached from the header’s return-visit entry',
    },
    {
      path: '/customerQualityControl',
      title: '客户质检',
      icon: 'AuditOutlined',
      module: './QualityControl',
      roles: QUALITY_CONTROL_ROLES,
      rolesNote: 'role-gated, in no sidebar of the spec: the supervisors (admin, agent, subAgent, company, department); opened from 客户统计',
    },

    // Lead management (spec section 2 "Lead management").
    {
      path: '/clue',
      title: '线索列表',
      icon: 'FunnelPlotOutlined',
      module: './Leads',
      props: { view: 'mine' },
      rolesNote: 'Common route; every sidebar but gm’s lists it',
      menu: [{ group: 'leads', order: 10, roles: EVERY_SIDEBAR }],
    },
    {
      path: '/cluePool',
      title: '线索池',
      icon: 'DatabaseOutlined',
      module: './Leads',
      props: { view: 'pool' },
      rolesNote: 'Common route; spec section 2: shown to every role except normal',
      menu: [{ group: 'leads', order: 20, roles: LEAD_MANAGEMENT_MENU }],
    },
    {
      path: '/assignLeads',
      title: '线索分配',
      icon: 'SwapOutlined',
      module: './Leads',
      props: { view: 'assign' },
      rolesNote: 'Common route; spec section 2: shown to every role except normal',
      menu: [{ group: 'leads', order: 30, roles: LEAD_MANAGEMENT_MENU }],
    },
    {
      path: '/webClue',
      title: '网页线索',
      icon: 'AimOutlined',
      module: './WebClues',
      roles: WEB_CLUE_ROLES,
      rolesNote: 'role-gated, in no sidebar of the spec: the marker service’s buyers (admin, agent, subAgent, company); opened from 线索列表',
    },
    {
      path: '/consultationDetailed',
      title: '咨询明细',
      icon: 'MessageOutlined',
      module: './Consultations',
      roles: WEB_CLUE_ROLES,
      rolesNote: 'role-gated, in no sidebar of the spec: the consultations behind the web clues, same roles; opened from 网页线索',
    },
  ],
});
