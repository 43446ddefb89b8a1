/**
 * Fixed business values of the CRM area. The values the pages offer too are declared once
 * in `@console/remote-crm/contract`; what only the backend needs (seed defaults, built-in fields, import
 * columns, limits) is declared here.
 */
export {
  CLUE_SOURCES,
  CLUE_STATUSES,
  COLLECTION_STATUSES,
  CUSTOMER_POOLS,
  DICTIONARY_KINDS,
  DICTIONARY_LABELS,
  FIELD_KINDS,
  FOLLOW_WAYS,
  LOG_ACTIONS,
  POOL_LABELS,
  QUALITY_ISSUES,
  SHOP_CATEGORIES,
  SHOP_PLATFORMS,
  TAG_COLORS,
  TEMPLATE_TYPES,
  WEB_CLUE_CHANNELS,
  WEB_CLUE_STATUSES,
  type CustomerPool,
  type FieldKind,
  type DictionaryKind,
  type QualityIssue,
} from '@console/remote-crm/contract';
import type { FieldKind } from '@console/remote-crm/contract';

/** Seeded per company; a company edits its own on /CRMsource, /tag and /followProgress. */
export const DEFAULT_SOURCES = ['电话外呼', '网络推广', '客户转介绍', '展会', '线索池'];
export const DEFAULT_PROGRESS = ['初次接触', '意向明确', '方案报价', '商务谈判', '已成交', '无意向'];
export const DEFAULT_TAGS = ['重点客户', '老客户', '需回访', '价格敏感', '决策人'];

/** Built-in customer fields: renamed, hidden and reordered on /customTag, never deleted. */
export const BUILTIN_FIELDS: { key: string; label: string; kind: FieldKind }[] = [
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
