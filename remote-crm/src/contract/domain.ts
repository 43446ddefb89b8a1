import { enumOf, enumOfLabels } from '@console/sdk/contract';
import { rolesExcept, type Role } from '@console/sdk/manifest';

/**
 * Fixed business values and action role lists of the CRM area, declared once: the pages
 * offer them and the local backend enforces them (it imports `@console/remote-crm/contract`).
 */
export const CUSTOMER_POOLS = ['mine', 'high', 'department'] as const;
export type CustomerPool = (typeof CUSTOMER_POOLS)[number];
export const POOL_LABELS: Record<CustomerPool, string> = { mine: '我的客户', high: '公海', department: '部门公海' };
/** The pools as shown in records and exports (tag colours of the record lists). */
export const POOL = enumOf<CustomerPool>([
  { value: 'mine', label: POOL_LABELS.mine, color: 'blue' },
  { value: 'high', label: POOL_LABELS.high, color: 'orange' },
  { value: 'department', label: POOL_LABELS.department, color: 'purple' },
]);

export const DICTIONARY_KINDS = ['source', 'tag', 'progress'] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];
export const DICTIONARY_LABELS: Record<DictionaryKind, string> = { source: '来源', tag: '标签', progress: '跟进进度' };

/** The colours a source, tag or stage may have (the page's select and tags, the backend's validation). */
export const TAG_COLORS = enumOf(
  (['blue:蓝色', 'green:绿色', 'orange:橙色', 'red:红色', 'purple:紫色', 'cyan:青色', 'gold:金色', 'magenta:洋红', 'default:灰色'] as const).map((pair) => {
    const [value, label] = pair.split(':');
    return { value, label, color: value };
  }),
);

export const FOLLOW_WAYS = ['电话', '微信', '拜访', '短信', '邮件'];
/** How a follow-up was made: the follow-up's filter, form and column, and the backend's check. */
export const FOLLOW_WAY = enumOfLabels(FOLLOW_WAYS);
export const TEMPLATE_TYPES = ['跟进话术', '短信模板', '邮件模板'];
/** Template types, declared once: the page's filter, form and column and the backend's validation. */
export const TEMPLATE_TYPE = enumOfLabels(TEMPLATE_TYPES);
/** Custom-field flags shown as tags on /customTag. */
export const FIELD_REQUIRED = enumOf([
  { value: 1, label: '必填', color: 'green' },
  { value: 0, label: '选填', color: 'default' },
]);
export const FIELD_VISIBLE = enumOf([
  { value: 1, label: '显示', color: 'green' },
  { value: 0, label: '隐藏', color: 'default' },
]);
export const FIELD_ORIGIN = enumOf([
  { value: 1, label: '内置', color: 'blue' },
  { value: 0, label: '自定义', color: 'purple' },
]);

/** A lead-finding pool account's expiry filter. */
export const EXPIRED = enumOf([{ value: '1', label: '已过期' }]);

export const CLUE_STATUSES = ['待分配', '跟进中', '已转客户', '无效'];
export const CLUE_STATUS = enumOf([
  { value: '待分配', label: '待分配', color: 'orange' },
  { value: '跟进中', label: '跟进中', color: 'blue' },
  { value: '已转客户', label: '已转客户', color: 'green' },
  { value: '无效', label: '无效', color: 'default' },
]);
export const CLUE_SOURCES = ['官网表单', '线索查找', '导入', '外呼回访', '广告投放', '网页线索'];
export const CLUE_SOURCE = enumOfLabels(CLUE_SOURCES);
/** Whether a lead has someone following it up (the /assignLeads filter). */
export const CLUE_ASSIGNED = enumOf([
  { value: 1, label: '已分配' },
  { value: 0, label: '未分配' },
]);
/** A mobile number, as customers and leads are saved with. */
export const WEB_CLUE_CHANNELS = ['百度推广', '360搜索', '官网咨询', '抖音', '微信公众号'];
/** A web clue's channel (filters, columns and the backend's check). */
export const WEB_CLUE_CHANNEL = enumOfLabels(WEB_CLUE_CHANNELS);
export const WEB_CLUE_STATUSES = ['未转化', '已转线索'];
/** A web clue's or a collected lead's state. */
export const CONVERSION = enumOf([
  { value: '未转化', label: '未转化', color: 'orange' },
  { value: '已转线索', label: '已转线索', color: 'green' },
]);
/** A directory company's business state. */
export const COMPANY_STATUS = enumOf([
  { value: '存续', label: '存续', color: 'green' },
  { value: '在业', label: '在业', color: 'blue' },
  { value: '注销', label: '注销', color: 'default' },
]);
export const SHOP_PLATFORMS = ['淘宝', '天猫', '京东', '拼多多', '抖音小店', '美团'];
export const SHOP_CATEGORIES = ['服装鞋包', '食品生鲜', '数码家电', '美妆个护', '家居建材', '母婴用品', '餐饮美食'];
/** The platforms and categories of the shop directory, as filters and columns. */
export const SHOP_PLATFORM = enumOfLabels(SHOP_PLATFORMS);
export const SHOP_CATEGORY = enumOfLabels(SHOP_CATEGORIES);
/** Whether a name of a batch check matched a directory company. */
export const MATCHED = enumOf([
  { value: 1, label: '已匹配', color: 'green' },
  { value: 0, label: '未匹配', color: 'default' },
]);
export const COLLECTION_STATUSES = ['未转化', '已转线索'];
/** What a collected lead is: a directory company or a shop. */
export const COLLECTION_KIND = enumOf([
  { value: 'company', label: '企业' },
  { value: 'shop', label: '店铺' },
]);
export const LOG_ACTIONS = ['新增', '编辑', '删除', '导入', '释放', '领取', '转移', '跟进', '自动回收', '分配', '回收', '转为客户', '导出'];
const ACTION_COLORS: Record<string, string> = {
  新增: 'green',
  删除: 'red',
  释放: 'orange',
  自动回收: 'volcano',
  领取: 'blue',
  转移: 'purple',
  分配: 'cyan',
  回收: 'gold',
};
/** What an operation record is about. */
export const LOG_TARGET = enumOfLabels(['客户', '线索']);
/** An operation record's action, as a tag. */
export const LOG_ACTION = enumOf(LOG_ACTIONS.map((action) => ({ value: action, label: action, color: ACTION_COLORS[action] ?? 'default' })));
export const FIELD_KINDS = ['text', 'number', 'date', 'select'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];
export const FIELD_KIND_LABELS: Record<FieldKind, string> = { text: '文本', number: '数字', date: '日期', select: '下拉选项' };
/** A custom field's type, as a select and a column. */
export const FIELD_KIND = enumOf(FIELD_KINDS.map((value) => ({ value, label: FIELD_KIND_LABELS[value] })));
export const QUALITY_ISSUES = { overdue: '长期未跟进', nextOverdue: '跟进逾期', duplicate: '手机号重复', noFollow: '从未跟进' } as const;
export type QualityIssue = keyof typeof QUALITY_ISSUES;

/** The business-directory filters of lead finding (region, industry, registered capital in 万元, founding date). */
export interface DirectoryFilter {
  keyword?: string;
  legalPerson?: string;
  phone?: string;
  province?: string;
  city?: string;
  industry?: string;
  status?: string;
  capitalMin?: number;
  capitalMax?: number;
  foundedFrom?: string;
  foundedTo?: string;
}

const ALL_BUT_OEM_AND_GM = rolesExcept('oem', 'gm');

/** Who may do what (decided by this project, CONTRACT.md "CRM"); lists are always scoped further by the backend. */
export const CRM_ACCESS = {
  /** Everyone with business rows: all but oem and gm (who have a CRM page but no rows). */
  users: ALL_BUT_OEM_AND_GM,
  /** Company members own customers and leads: add, claim, import, follow up, convert. */
  staff: ['company', 'department', 'normal'],
  /** Supervisors delete, transfer, assign and recycle within their scope. */
  supervisors: ['admin', 'agent', 'subAgent', 'company', 'department'],
  /** Company-level configuration: sources, tags, stages, fields, templates, recycling rule. */
  configurers: ['company'],
  /** Spec section 6: lead finding is open to all but oem and gm (plus the interior flag). */
  leadFinders: ALL_BUT_OEM_AND_GM,
  /** Lead-finding quota accounts are granted by the platform and by agents. */
  poolAccountManagers: ['admin', 'agent'],
  /** Web clues and consultations are bought through the marker service. */
  webClues: ['admin', 'agent', 'subAgent', 'company'],
  /** Customer quality control: the supervisors. */
  qualityControl: ['admin', 'agent', 'subAgent', 'company', 'department'],
} as const satisfies Record<string, readonly Role[]>;

export type CrmAction = keyof typeof CRM_ACCESS;

/** Whether `role` may do `action` (buttons are shown only then; the backend decides anyway). */
export function crmCan(action: CrmAction, role: string | null | undefined): boolean {
  return (CRM_ACCESS[action] as readonly string[]).includes(role ?? '');
}
