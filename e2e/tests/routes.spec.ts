import { ROLES, type Role } from '@console/sdk/manifest';
import { SEEDED_HOSTS } from '@console/sdk/seeded';
import { expect, goInApp, login, test } from '../support/fixtures';
import { rows, total, totalCount } from '../support/listPage';
import { failureOnScreen, routesOf, servedRoutes, watchCalls, type RouteTrouble } from '../support/routeVisits';
import { writeFileSync } from 'node:fs';
import nodePath from 'node:path';
import { SHELL_TEXTS } from '@console/sdk/messages';
import {
  axeViolations,
  brandHostRoutes,
  builtRoutesByRole,
  describeViolations,
  RESERVED_PATHS,
  settled,
  THEMES,
  useTheme,
  violationTable,
  type AxeViolation,
} from '../support/axe';
import { RUN_DIR } from '../support/platform';

const BRAND = SEEDED_HOSTS.default.brandName;

/**
 * The data-driven route spec: every built list route opens for a role allowed to see it, without
 * console errors (the fixture fails a test on any), with seeded rows from the backend; a role the
 * route does not admit gets 403. Titles and roles are written from the spec, so a wrong manifest
 * entry fails here. Role per route: who works with the page.
 */
const ROUTES: [path: string, title: string, role: Role][] = [
  // remote-crm (the company account can open all 28; staff, agent and admin take the ones that are theirs)
  ['/customer', '我的客户', 'normal'],
  ['/CRMHigh', '公海客户', 'company'],
  ['/CRMDepartmentHigh', '部门公海', 'department'],
  ['/customTag', '字段配置', 'company'],
  ['/followProgress', '跟进进度', 'normal'],
  ['/CRMsource', '客户来源', 'company'],
  ['/release', '释放记录', 'department'],
  ['/automaticRecycling', '自动回收', 'company'],
  ['/tag', '客户标签', 'company'],
  ['/modou', '模板管理', 'company'],
  ['/clueCollection', '线索收集', 'company'],
  ['/operationRecord', '操作记录', 'admin'],
  ['/returnVisit', '回访提醒', 'company'],
  ['/customerQualityControl', '客户质检', 'department'],
  ['/clue', '线索列表', 'normal'],
  ['/assignLeads', '线索分配', 'department'],
  ['/cluePool', '线索池', 'company'],
  ['/webClue', '网页线索', 'agent'],
  ['/consultationDetailed', '咨询明细', 'company'],
  ['/advancedSearch', '高级搜索', 'admin'],
  ['/companySearch', '企业搜索', 'company'],
  ['/shopSearch', '店铺搜索', 'agent'],
  ['/industryTemplate', '行业模板', 'company'],
  ['/batchCheckCompany', '批量查企业', 'company'],
  ['/poolAccount', '线索池账户', 'admin'],
  ['/highSeas', '线索公海', 'company'],
  // remote-inventory: admin's area (spec sections 2 and 6); /frequencyLimiting is open to every role
  ['/SJTXinventory', '四季通信SIM卡库存', 'admin'],
  ['/SJinventory', '四季终端设备库存', 'admin'],
  ['/purchaseOrderList', '采购订单', 'admin'],
  ['/purchaseList', '采购清单', 'admin'],
  ['/whiteCard', '白卡管理', 'admin'],
  ['/outboundRecord', '出库记录', 'admin'],
  ['/SJDeliveryRecord', '四季发货记录', 'admin'],
  ['/inventoryList', '库存明细', 'admin'],
  ['/inventorySetMenu', '库存设置', 'admin'],
  ['/earlyWarning', '预警号码', 'admin'],
  ['/frequencyLimiting', '频次限制', 'company'],
  // remote-admin, enterprise: companies are their agents', departments and staff a company's; admin's address and deletion records
  ['/company', '企业管理', 'agent'],
  ['/department', '部门管理', 'company'],
  ['/user', '员工管理', 'department'],
  ['/addressErrList', '地址异常', 'admin'],
  ['/deleteRecords', '删除记录', 'admin'],
  // remote-admin, agents and accounts: admin's (spec section 2); /agent is admin and oem's (section 6)
  ['/agent', '代理商管理', 'oem'],
  ['/subagent', '子代理管理', 'admin'],
  ['/administratorAccount', '管理员账号', 'admin'],
  ['/agentSerial', '代理商序列号', 'admin'],
  ['/remoteLogin', '远程登录记录', 'admin'],
  ['/callsNumber', '外呼号码', 'admin'],
  ['/userPhone', '员工手机', 'admin'],
  // remote-admin, rights and records: section 6 gives admin, agent and subAgent; 业务记录 is admin's; 账号核验 everyone's
  ['/role', '角色权限', 'subAgent'],
  ['/operationLog', '操作日志', 'agent'],
  ['/termOfValidity', '有效期管理', 'agent'],
  ['/businessRecords', '业务记录', 'admin'],
  ['/validate', '账号核验', 'normal'],
  // remote-admin, notices: admin, agent and subAgent publish (section 6)
  ['/notice', '公告列表', 'agent'],
  // remote-admin, service: admin plus oem (section 6)
  ['/workOrder', '工单管理', 'oem'],
  ['/afterSales', '售后管理', 'admin'],
  ['/refundList', '退款列表', 'oem'],
  // remote-admin, settings: card types are admin, agent and subAgent's (section 6)
  ['/cardType', '卡类型', 'subAgent'],
  // remote-admin, settings: 外呼记录设置 is the system-settings group's, admin and agent (section 2)
  ['/outboundCallRecords', '外呼记录设置', 'admin'],
  // remote-cloudcall: the cloud-call families (templates admin only; the trumpet pages are the company's sidebar) and SIP servers
  ['/sipTemplate', '云呼模板', 'admin'],
  ['/JobsipTemplate', 'Job模板', 'admin'],
  ['/UUtemplate', 'UU模板', 'admin'],
  ['/trumpetTemplate', '小号模板', 'admin'],
  ['/enterpriseAllocation', '云呼企业分配', 'agent'],
  ['/JobenterpriseAllocation', 'Job企业分配', 'admin'],
  ['/trumpetenterpriseAllocation', '小号企业分配', 'company'],
  ['/specialServiceNumber', '云呼特服号码', 'agent'],
  ['/JobspecialServiceNumber', 'Job特服号码', 'company'],
  ['/trumpetspecialServiceNumber', '小号特服号码', 'company'],
  ['/FTConsumptionDetails', '云呼消费明细', 'admin'],
  ['/JobFTConsumptionDetails', 'Job消费明细', 'agent'],
  ['/trumpetFTConsumptionDetails', '小号消费明细', 'company'],
  ['/SIPServer', 'SIP服务器', 'agent'],
  // remote-cloudcall: SIP numbers and prices (admin), surcharges (admin, agent), precision controls (admin, agent, company)
  ['/sipNumber', 'SIP号码', 'admin'],
  ['/sipAccountPrice', 'SIP账号价格', 'admin'],
  ['/premium', '附加费', 'agent'],
  ['/tonglianPrecisionTube', '通联精准管控', 'company'],
  // remote-cloudcall call batches: admin, agent and company (spec section 6)
  ['/cdrBatchManagement', '批次管理', 'company'],
  ['/cdrBatchList', '批次号码', 'agent'],
  ['/cdrBatchAllocation', '批次分配', 'agent'],
  ['/cdrBatchConsumptionDetails', '批次消费明细', 'company'],
  ['/cdrBatchType', '批次类型', 'admin'],
  ['/cdrBatchPremium', '批次加价', 'admin'],
  ['/cdrBatchServer', '批次服务器', 'company'],
  // remote-admin, statistics (issue 63): the statistics group of the admin and agent menus
  ['/companyStatistics', '企业统计', 'agent'],
  ['/seating', '坐席统计', 'admin'],
  ['/report', '报表', 'agent'],
  ['/statistics', '话单核对', 'admin'],
  // remote-carrier part 2 (issue 61): blacklists, number pools, money, shutdowns, markers
  ['/blackNameList', '黑名单管理', 'company'],
  ['/numberPool', '号码池', 'admin'],
  ['/woniunumberPool', '蜗牛号码池', 'admin'],
  ['/preDeposit', '预存记录', 'admin'],
  ['/djRebateList', 'DJ返利', 'admin'],
  ['/woniuBill', '蜗牛账单', 'admin'],
  ['/shutdownList', '停机列表', 'admin'],
  ['/shutdownRecord', '停机记录', 'admin'],
  ['/NoShutdownMaintenanceNumber', '免停机维护号码', 'admin'],
  ['/stop', '停机申请', 'admin'],
  ['/hySA', '号源分析', 'admin'],
  ['/reportNumber', '号码报备', 'company'],
  ['/programmeManagement', '方案管理', 'agent'],
  // remote-cloudcall records and recordings: /record2 the supervisors' (ledger), /GM gm's only
  ['/record2', '通话记录统计', 'department'],
  ['/recording', '通话录音', 'normal'],
  ['/riskList2', '风险列表', 'company'],
  ['/GM', '录音质检', 'gm'],
  // remote-cloudcall quality inspection: the common routes (a company's calls), the 质检 group (admin, agent), monitoring (admin)
  ['/qualityInspection', '质检记录', 'company'],
  ['/qualityInspection2', '风险通话', 'department'],
  ['/inspectionRecords', '复核记录', 'admin'],
  ['/riskList', '风险名单', 'company'],
  ['/AIinspection', 'AI质检', 'company'],
  ['/telephoneInspectionList', '电话质检列表', 'admin'],
  ['/telephoneInspectionType', '质检规则', 'agent'],
  ['/telephoneInspection', '电话质检', 'admin'],
  ['/inspectionServer', '质检服务器', 'admin'],
  ['/quantitativeIntelligenceMonitoring', '量化智能监控', 'admin'],
  // remote-carrier, the dialling gate's rules (issue 60): admin and agent
  ['/numberControl', '号码管控', 'agent'],
  ['/enterpriseLimiting', '企业限呼', 'admin'],
  ['/frequencyLimit', '蜗牛频次限制', 'admin'],
  ['/frequencyLimitCY', 'CY频次限制', 'agent'],
  ['/WNWhitelist', '蜗牛白名单', 'agent'],
  ['/WNWhitelistCY', 'CY白名单', 'admin'],
  ['/gateRefusals', '外呼拦截记录', 'agent'],
  ['/WNAbnormalCallList', '蜗牛异常通话', 'agent'],
  ['/WNAbnormalCallListCY', 'CY异常通话', 'admin'],
  ['/DJAbnormalCallList', 'DJ异常通话', 'agent'],
  ['/gmAbnormalCallList', 'GM异常通话', 'admin'],
  ['/CCWNAbnormalCallList', 'CC异常通话', 'admin'],
  ['/gmAbnormalNumber', 'GM异常号码', 'admin'],
  ['/gmAbnormalCallListNew', 'GM新增异常通话', 'admin'],
  ['/callingWindows', '地区呼叫时段', 'admin'],
  // remote-carrier number lines: admin and agent (carrier-management group, operator pages); /accountReview every role's
  ['/userInfo', '用户信息', 'admin'],
  ['/activationList', '开通列表', 'agent'],
  ['/DJfreeze', 'DJ冻结', 'admin'],
  ['/accountReview', '账户审核', 'company'],
  ['/WNvirtualCommerce', '蜗牛虚商', 'agent'],
  ['/CYWNvirtualCommerce', 'CY虚商', 'admin'],
  ['/DJvirtualCommerce', 'DJ虚商', 'admin'],
  ['/GMvirtualCommerce', 'GM虚商', 'admin'],
  ['/CCvirtualCommerce', 'CC虚商', 'agent'],
  ['/accountOpeningProgress', '蜗牛开户进度', 'admin'],
  ['/accountOpeningProgressCY', 'CY开户进度', 'admin'],
  ['/batchAccountClosure', '蜗牛批量销户', 'admin'],
  ['/batchAccountClosureCY', 'CY批量销户', 'agent'],
  ['/wnQuery', '蜗牛号码查询', 'agent'],
  ['/wnQueryCY', 'CY号码查询', 'admin'],
  ['/gmQuery', 'GM号码查询', 'admin'],
  ['/CCQuery', 'CC号码查询', 'admin'],
  ['/WNrestartRecordList', '蜗牛重启记录', 'agent'],
  ['/WNrestartRecordListCY', 'CY重启记录', 'admin'],
  ['/restartRecordList', 'DJ重启记录', 'admin'],
  ['/CCrestartRecordList', 'CC重启记录', 'admin'],
  ['/wnRecharge', '蜗牛充值', 'admin'],
  ['/djRecharge', 'DJ充值', 'admin'],
  ['/gmRecharge', 'GM充值', 'admin'],
  // remote-cloudcall callback (AXB): /packageList all but oem and gm (a department sees its company's orders), the rest admin
  ['/packageList', '套餐列表', 'department'],
  ['/middleNumber', '中间号', 'admin'],
  ['/consumptionDetails', '消费明细', 'admin'],
  ['/privateNumber', '隐私号', 'admin'],
  ['/packageManagement', 'AXB套餐管理', 'admin'],
  ['/packageManagementX', 'X号套餐管理', 'admin'],
  ['/packageManagementXuser', 'X号用户套餐管理', 'admin'],
  ['/AXBBinding', 'AXB绑定', 'admin'],
  ['/AXBinventory', 'AXB库存', 'admin'],
  ['/GSAxb', 'AXB用户', 'admin'],
  // remote-admin, money: /prestore and /flowManagement are admin's (spec sections 2 and 6)
  ['/prestore', '预存管理', 'admin'],
  ['/flowManagement', '流水管理', 'admin'],
  ['/addReturns', '充值申请', 'company'],
  // remote-admin, branding (issue 63): the brands per host, admin only (ledger)
  ['/OEMset', '品牌设置', 'admin'],
];

/** A role each route refuses (403), where it refuses any. */
const FORBIDDEN: [path: string, role: Role][] = [
  ['/SJTXinventory', 'agent'],
  ['/SJinventory', 'subAgent'],
  ['/purchaseOrderList', 'agent'],
  ['/purchaseList', 'oem'],
  ['/whiteCard', 'company'],
  ['/outboundRecord', 'department'],
  ['/SJDeliveryRecord', 'normal'],
  ['/inventoryList', 'gm'],
  ['/inventorySetMenu', 'agent'],
  ['/earlyWarning', 'company'],
  // remote-admin, enterprise
  ['/company', 'normal'],
  ['/addressErrList', 'agent'],
  ['/deleteRecords', 'company'],
  // remote-admin, agents and accounts
  ['/agent', 'agent'],
  ['/subagent', 'oem'],
  ['/administratorAccount', 'agent'],
  ['/agentSerial', 'subAgent'],
  ['/remoteLogin', 'company'],
  ['/callsNumber', 'department'],
  ['/userPhone', 'normal'],
  // remote-admin, rights and records
  ['/role', 'company'],
  ['/operationLog', 'oem'],
  ['/termOfValidity', 'normal'],
  ['/businessRecords', 'agent'],
  // remote-admin, notices
  ['/notice', 'company'],
  ['/addNotice', 'oem'],
  ['/workOrder', 'agent'],
  ['/afterSales', 'company'],
  ['/refundList', 'subAgent'],
  ['/cardType', 'company'],
  ['/outboundCallRecords', 'subAgent'],
  // remote-cloudcall: the cloud-call families and SIP servers
  ['/sipTemplate', 'agent'],
  ['/trumpetTemplate', 'company'],
  ['/UUtemplate', 'subAgent'],
  ['/enterpriseAllocation', 'subAgent'],
  ['/trumpetspecialServiceNumber', 'department'],
  ['/JobFTConsumptionDetails', 'normal'],
  ['/SIPServer', 'company'],
  // remote-cloudcall: SIP numbers and prices, surcharges, precision controls
  ['/sipNumber', 'agent'],
  ['/sipAccountPrice', 'company'],
  ['/premium', 'company'],
  ['/tonglianPrecisionTube', 'department'],
  // remote-cloudcall call batches
  ['/cdrBatchManagement', 'subAgent'],
  ['/cdrBatchList', 'department'],
  ['/cdrBatchAllocation', 'normal'],
  ['/cdrBatchConsumptionDetails', 'oem'],
  ['/cdrBatchType', 'gm'],
  ['/cdrBatchPremium', 'department'],
  ['/cdrBatchServer', 'subAgent'],
  // remote-admin, statistics (issue 63): admin and agent only
  ['/companyStatistics', 'subAgent'],
  ['/seating', 'company'],
  ['/report', 'oem'],
  ['/statistics', 'normal'],
  ['/panelData', 'agent'],
  // remote-carrier part 2 (issue 61)
  ['/blackNameList', 'gm'],
  ['/numberPool', 'agent'],
  ['/woniunumberPool', 'company'],
  ['/preDeposit', 'agent'],
  ['/djRebateList', 'subAgent'],
  ['/woniuBill', 'company'],
  ['/shutdownList', 'agent'],
  ['/shutdownRecord', 'normal'],
  ['/NoShutdownMaintenanceNumber', 'oem'],
  ['/stop', 'department'],
  ['/hySA', 'agent'],
  ['/reportNumber', 'oem'],
  ['/programmeManagement', 'company'],
  // remote-cloudcall records and recordings; gm opens /GM only (section 6)
  ['/record2', 'normal'],
  ['/GM', 'admin'],
  ['/recording', 'gm'],
  ['/record', 'gm'],
  // remote-cloudcall quality inspection
  ['/telephoneInspectionList', 'subAgent'],
  ['/telephoneInspectionType', 'normal'],
  ['/telephoneInspection', 'company'],
  ['/inspectionServer', 'department'],
  ['/quantitativeIntelligenceMonitoring', 'agent'],
  // remote-carrier, the dialling gate's rules
  ['/numberControl', 'company'],
  ['/enterpriseLimiting', 'subAgent'],
  ['/frequencyLimit', 'normal'],
  ['/frequencyLimitCY', 'oem'],
  ['/WNWhitelist', 'department'],
  ['/WNWhitelistCY', 'gm'],
  ['/gateRefusals', 'company'],
  ['/WNAbnormalCallList', 'subAgent'],
  ['/DJAbnormalCallList', 'normal'],
  ['/gmAbnormalCallList', 'agent'],
  ['/CCWNAbnormalCallList', 'agent'],
  ['/gmAbnormalNumber', 'agent'],
  ['/gmAbnormalCallListNew', 'subAgent'],
  ['/callingWindows', 'agent'],
  // remote-carrier number lines
  ['/userInfo', 'company'],
  ['/activationList', 'subAgent'],
  ['/DJfreeze', 'normal'],
  ['/WNvirtualCommerce', 'oem'],
  ['/CYWNvirtualCommerce', 'department'],
  ['/DJvirtualCommerce', 'subAgent'],
  ['/GMvirtualCommerce', 'gm'],
  ['/CCvirtualCommerce', 'company'],
  ['/accountOpeningProgress', 'normal'],
  ['/accountOpeningProgressCY', 'subAgent'],
  ['/batchAccountClosure', 'department'],
  ['/batchAccountClosureCY', 'oem'],
  ['/wnQuery', 'company'],
  ['/wnQueryCY', 'normal'],
  ['/gmQuery', 'agent'],
  ['/CCQuery', 'subAgent'],
  ['/WNrestartRecordList', 'company'],
  ['/WNrestartRecordListCY', 'subAgent'],
  ['/restartRecordList', 'agent'],
  ['/CCrestartRecordList', 'agent'],
  ['/wnRecharge', 'agent'],
  ['/djRecharge', 'company'],
  ['/gmRecharge', 'agent'],
  // remote-cloudcall callback (AXB)
  ['/packageList', 'oem'],
  ['/packageList', 'gm'],
  ['/middleNumber', 'agent'],
  ['/consumptionDetails', 'company'],
  ['/privateNumber', 'subAgent'],
  ['/packageManagementX', 'agent'],
  ['/AXBBinding', 'company'],
  ['/AXBinventory', 'department'],
  ['/GSAxb', 'normal'],
  // remote-admin, manuals and guides: /guide is the admin's; the brand manuals and /aa are common (the brand hosts: admin/manuals.spec.ts)
  ['/guide', 'company'],
  // remote-admin, money: admin's (spec section 2)
  ['/prestore', 'agent'],
  ['/flowManagement', 'company'],
  // remote-admin, branding: /OEMset and /OEMswiper are the admin's (ledger); /swipes is common
  ['/OEMset', 'agent'],
  ['/OEMswiper', 'oem'],
];

test.describe('list pages beyond the role sweep', () => {
  test('/CRMstatistics (客户统计) draws getCrmSum for the department', async ({ page }) => {
    await login(page, 'department', { to: '/CRMstatistics' });
    await expect(page).toHaveTitle(`客户统计 | ${BRAND}`);
    await expect(page.getByRole('img', { name: '跟进进度分布' }).locator('canvas')).toBeVisible();
    await expect(page.getByRole('img', { name: '新增客户与跟进趋势' }).locator('canvas')).toBeVisible();
    const figure = page.locator('.ant-statistic', { hasText: '客户总数' }).locator('.ant-statistic-content-value');
    await expect(figure).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.locator('.ant-table-tbody .ant-table-row:visible').first()).toBeVisible();
  });

  test('/mapSearch (地图搜索) lists regions offline and the companies of the chosen one', async ({ page }) => {
    await login(page, 'company', { to: '/mapSearch' });
    await expect(page).toHaveTitle(`地图搜索 | ${BRAND}`);
    await expect(page.getByText('离线环境不加载地图底图')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const all = await totalCount(page);
    const region = page
      .getByTestId('region-list')
      .getByText(/^北京市（\d+）$/)
      .first();
    const beijing = Number(/（(\d+)）/.exec(await region.innerText())![1]);
    expect(beijing).toBeGreaterThan(0);
    expect(beijing).toBeLessThan(all);
    await region.click();
    await expect(page.getByText('北京市的企业')).toBeVisible();
    // The heading changes at once, the list when its query answers: wait for the region's own count.
    await expect(total(page)).toHaveText(`共 ${beijing} 条`);
    for (const region of await rows(page).locator('td:nth-child(3)').allInnerTexts()) expect(region).toContain('北京市');
  });
});

/**
 * Every role on every built route it may open (derived from the served manifests by the guard's own
 * rule): no call the role may not make (the server's 无权限访问该数据), no error message, alert or
 * failed result on screen, no console error; on the routes ROUTES gives the role, the title and seeded
 * rows from the backend. Then the routes FORBIDDEN names for the role answer 403. One login per role,
 * then the routes in turn inside the running console, as menu clicks would open them.
 */
test.describe('every role on every built route it may open', () => {
  for (const role of ROLES) {
    test(`${role} meets no refusal and no error on any of its routes, its lists show rows, and its forbidden routes 403`, async ({ page }) => {
      const troubles: RouteTrouble[] = [];
      let path = '/dashboard';
      const calls = watchCalls(page, (call) => troubles.push({ path, problem: `服务端拒绝 ${call}` }));
      await login(page, role);
      const paths = routesOf(await servedRoutes(page), role);
      expect(paths.length, `${role} 可打开的页面`).toBeGreaterThan(0);
      const lists = new Map(ROUTES.filter((entry) => entry[2] === role).map(([listPath, title]) => [listPath, title]));
      const forbidden = FORBIDDEN.filter((entry) => entry[1] === role).map(([forbiddenPath]) => forbiddenPath);
      expect(
        [...lists.keys()].filter((listPath) => !paths.includes(listPath)),
        `${role} 应可打开的列表页`,
      ).toEqual([]);
      expect(
        forbidden.filter((forbiddenPath) => paths.includes(forbiddenPath)),
        `${role} 应被拒绝的页面`,
      ).toEqual([]);
      // About a second a route on this machine; admin opens the most.
      test.setTimeout(60_000 + (paths.length + forbidden.length) * 3_000);
      for (path of paths) {
        await goInApp(page, path);
        await expect.poll(calls.pending, { message: `${path} 的请求未结束` }).toBe(0);
        const failure = await failureOnScreen(page);
        if (failure) troubles.push({ path, problem: failure });
        const title = lists.get(path);
        if (title) {
          await expect(page, path).toHaveTitle(`${title} | ${BRAND}`);
          await expect(rows(page).first(), `${path} 的数据行`).toBeVisible();
          expect(await totalCount(page), `${path} 的总数`).toBeGreaterThan(0);
        }
      }
      expect(troubles).toEqual([]);
      for (path of forbidden) {
        await goInApp(page, path, { settled: false });
        await expect(page, path).toHaveURL(/\/403$/);
        await expect(page.getByText('抱歉，您无权访问此页面'), path).toBeVisible();
      }
    });
  }
});

/**
 * WCAG 2.1 AA on every built route, in both themes: axe over each page as the first seeded role the
 * route admits, one login per role and then the routes in turn inside the running console, as menu
 * clicks open them. Each page is checked in the theme it opened in, then again after the header's
 * switch has turned the theme over (as a user switches), so the themes alternate from page to page
 * and no page loads twice. The tab of the page before is closed once the next is on screen: axe then
 * reads one page's document, not a dozen kept-alive hidden pages besides it, which made every check
 * slower. The routes are dealt out in turn to AXE_SHARDS tests that run side by side, so the sweep
 * holds no worker for minutes; the reserved pages are checked apart. No rule and no element is left
 * out.
 */
const AXE_SHARDS = 4;

test.describe('every built route passes axe (WCAG 2.1 AA) in the light and the dark theme', () => {
  test.describe.configure({ mode: 'parallel' });
  for (let shard = 0; shard < AXE_SHARDS; shard++) {
    test(`routes ${shard + 1} of every ${AXE_SHARDS}`, async ({ page }) => {
      test.setTimeout(300_000);
      await useTheme(page, THEMES.light);
      await page.goto('/login');
      const dealt = [...(await builtRoutesByRole(page))].flatMap(([role, paths]) => paths.map((path) => ({ role, path })));
      const mine = dealt.filter((_, index) => index % AXE_SHARDS === shard);
      const found: AxeViolation[] = [];
      const checked = { light: 0, dark: 0 };
      let role: Role | undefined;
      let previous: string | undefined;
      let mode: keyof typeof THEMES = 'light';
      for (const route of mine) {
        if (route.role !== role) {
          role = route.role;
          previous = undefined;
          mode = 'light'; // a new document: useTheme's stored theme again
          await page.evaluate(() => localStorage.clear());
          await login(page, role, { to: route.path });
        } else await goInApp(page, route.path);
        await settled(page, route.path);
        if (previous) {
          await page.locator(`[data-node-key="${previous}"] .console-tab-close`).dispatchEvent('click');
          await expect(page.locator(`.console-page[data-path="${previous}"]`)).toHaveCount(0);
        }
        for (const step of ['opened', 'switched'] as const) {
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          found.push(...(await axeViolations(page, mode === 'light' ? route.path : `${route.path}（深色）`)));
          checked[mode] += 1;
          if (step === 'opened') {
            // A dispatched click: the pointer does not rest on the switch, so its tooltip stays closed.
            await page.getByRole('button', { name: '切换主题' }).dispatchEvent('click');
            mode = mode === 'light' ? 'dark' : 'light';
          }
        }
        previous = route.path;
      }
      writeFileSync(nodePath.join(RUN_DIR, `axe-${shard + 1}.json`), JSON.stringify({ checked, table: violationTable(found), found }, null, 2));
      // The floor the sweep has always had: 51 checks with /login, /403 and /404.
      expect(dealt.length).toBeGreaterThanOrEqual(51 - RESERVED_PATHS.length);
      expect(found, describeViolations(found)).toEqual([]);
    });
  }

  test('the routes of one brand, on the host of that brand, in both themes', async ({ page }) => {
    await page.goto('/login');
    const routes = await brandHostRoutes(page);
    // /cjabnormalCall and the two operation manuals, at least (spec sections 2 and 9).
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const found: AxeViolation[] = [];
    for (const { path, role, host } of routes) {
      for (const [name, theme] of Object.entries(THEMES)) {
        await useTheme(page, theme);
        await page.goto('/login');
        await page.evaluate(() => localStorage.clear());
        await login(page, role, { host: SEEDED_HOSTS[host].hostname, to: path });
        await settled(page, path);
        found.push(...(await axeViolations(page, name === 'light' ? `${path}（${host}）` : `${path}（${host}，深色）`)));
      }
    }
    expect(found, describeViolations(found)).toEqual([]);
  });

  for (const [name, theme] of Object.entries(THEMES)) {
    test(`the reserved pages in the ${name} theme`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/login');
      await expect(page.getByPlaceholder('用户名')).toBeVisible();
      const found = await axeViolations(page, '/login');
      await login(page, 'admin');
      for (const path of RESERVED_PATHS.filter((reserved) => reserved !== '/login')) {
        await page.goto(path);
        await expect(page.getByText(path === '/403' ? SHELL_TEXTS.forbidden : SHELL_TEXTS.notFound)).toBeVisible();
        found.push(...(await axeViolations(page, path)));
      }
      expect(found, describeViolations(found)).toEqual([]);
    });
  }
});
