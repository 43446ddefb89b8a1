/**
 * Fixed business values of the CRM area (issue 5). The SDK declares the same lists for the pages
 * (`@console/sdk` crmDomain.ts); crmDomain.test.ts fails when the two drift apart.
 */
export const CUSTOMER_POOLS = ['mine', 'high', 'department'] as const;
export type CustomerPool = (typeof CUSTOMER_POOLS)[number];
export const POOL_LABELS: Record<CustomerPool, string> = { mine: '我的客户', high: '公海', department: '部门公海' };

/** Seeded per company; a company edits its own on /CRMsource, /tag and /followProgress. */
export const DEFAULT_SOURCES = ['电话外呼', '网络推广', '客户转介绍', '展会', '线索池'];
export const DEFAULT_PROGRESS = ['初次接触', '意向明确', '方案报价', '商务谈判', '已成交', '无意向'];
export const DEFAULT_TAGS = ['重点客户', '老客户', '需回访', '价格敏感', '决策人'];
export const DICTIONARY_KINDS = ['source', 'tag', 'progress'] as const;
export type DictionaryKind = (typeof DICTIONARY_KINDS)[number];
export const DICTIONARY_LABELS: Record<DictionaryKind, string> = { source: '来源', tag: '标签', progress: '跟进进度' };

export const FOLLOW_WAYS = ['电话', '微信', '拜访', '短信', '邮件'];
export const TEMPLATE_TYPES = ['跟进话术', '短信模板', '邮件模板'];
export const CLUE_STATUSES = ['待分配', '跟进中', '已转客户', '无效'];
export const CLUE_SOURCES = ['官网表单', '线索查找', '导入', '外呼回访', '广告投放', '网页线索'];
export const WEB_CLUE_CHANNELS = ['百度推广', '360搜索', '官网咨询', '抖音', '微信公众号'];
export const WEB_CLUE_STATUSES = ['未转化', '已转线索'];
export const SHOP_PLATFORMS = ['淘宝', '天猫', '京东', '拼多多', '抖音小店', '美团'];
export const SHOP_CATEGORIES = ['服装鞋包', '食品生鲜', '数码家电', '美妆个护', '家居建材', '母婴用品', '餐饮美食'];
export const COLLECTION_STATUSES = ['未转化', '已转线索'];
export const LOG_ACTIONS = ['新增', '编辑', '删除', '导入', '释放', '领取', '转移', '跟进', '自动回收', '分配', '回收', '转为客户', '导出'];
export const FIELD_KINDS = ['text', 'number', 'date', 'select'] as const;

/** Built-in customer fields: renamed, hidden and reordered on /customTag, never deleted. */
export const BUILTIN_FIELDS: { key: string; label: string; kind: (typeof FIELD_KINDS)[number] }[] = [
  { key: 'name', label: '客户名称', kind: 'text' },
  { key: 'phone', label: '手机号', kind: 'text' },
  { key: 'company', label: '公司', kind: 'text' },
  { key: 'source', label: '来源', kind: 'select' },
  { key: 'progress', label: '跟进进度', kind: 'select' },
  { key: 'tags', label: '标签', kind: 'select' },
  { key: 'amount', label: '预计金额（元）', kind: 'number' },
  { key: 'ownerName', label: '负责人', kind: 'text' },
  { key: 'lastFollowAt', label: '最近跟进', kind: 'date' },
  { key: 'nextFollowAt', label: '下次跟进', kind: 'date' },
  { key: 'remark', label: '备注', kind: 'text' },
  { key: 'createdAt', label: '创建时间', kind: 'date' },
];

/** Columns of the downloadable import template (downloadIntentionTemplate), in order. */
export const IMPORT_COLUMNS = [
  { title: '客户名称', key: 'name', required: true },
  { title: '手机号', key: 'phone', required: true },
  { title: '公司', key: 'company', required: false },
  { title: '来源', key: 'source', required: false },
  { title: '跟进进度', key: 'progress', required: false },
  { title: '标签', key: 'tags', required: false },
  { title: '预计金额（元）', key: 'amount', required: false },
  { title: '备注', key: 'remark', required: false },
] as const;

/** At most this many rows per import (a larger file is refused before anything is written). */
export const IMPORT_MAX_ROWS = 5000;
/** At most this many names per batch company check. */
export const BATCH_CHECK_MAX = 1000;
