import type { MenuIconName } from './icons';

/**
 * The sidebar's groups, declared once for every remote: several remotes put entries into the same
 * group (e.g. "其他" holds call records, blacklists and manuals from three areas). A group with no
 * visible entry is not drawn.
 */
export const MENU_GROUPS = {
  leadFinding: { title: '线索查找', icon: 'SearchOutlined', order: 10 },
  crm: { title: 'CRM管理', icon: 'ContactsOutlined', order: 20 },
  leads: { title: '线索管理', icon: 'FunnelPlotOutlined', order: 30 },
  enterprise: { title: '企业管理', icon: 'BankOutlined', order: 40 },
  carrier: { title: '运营商管理', icon: 'MobileOutlined', order: 50 },
  operators: { title: '虚拟运营商', icon: 'CloudServerOutlined', order: 55 },
  quality: { title: '质检管理', icon: 'AuditOutlined', order: 60 },
  cloudCall: { title: '云呼叫', icon: 'CloudOutlined', order: 65 },
  callBatch: { title: '话单批次', icon: 'ProfileOutlined', order: 66 },
  callback: { title: '回拨管理', icon: 'RetweetOutlined', order: 70 },
  inventory: { title: '库存管理', icon: 'InboxOutlined', order: 75 },
  recharge: { title: '充值管理', icon: 'WalletOutlined', order: 80 },
  statistics: { title: '统计报表', icon: 'BarChartOutlined', order: 85 },
  agentManagement: { title: '代理商管理', icon: 'TeamOutlined', order: 90 },
  permissions: { title: '权限管理', icon: 'SafetyOutlined', order: 91 },
  finance: { title: '财务管理', icon: 'AccountBookOutlined', order: 92 },
  records: { title: '记录管理', icon: 'HistoryOutlined', order: 93 },
  numbers: { title: '号码管理', icon: 'PhoneOutlined', order: 94 },
  system: { title: '系统设置', icon: 'SettingOutlined', order: 95 },
  notice: { title: '公告管理', icon: 'NotificationOutlined', order: 96 },
  oem: { title: 'OEM管理', icon: 'PictureOutlined', order: 97 },
  others: { title: '其他', icon: 'AppstoreOutlined', order: 99 },
} as const satisfies Record<string, { title: string; icon: MenuIconName; order: number }>;

export type MenuGroupKey = keyof typeof MENU_GROUPS;

export function isMenuGroupKey(value: unknown): value is MenuGroupKey {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MENU_GROUPS, value);
}
