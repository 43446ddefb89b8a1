import type { Role } from '../manifest/roles';

/** Which lists have a history, and who reads it: no imports, so the page kit reads it without loading the contracts' runtime. */

/**
 * Which table each resource page's list shows, by the list call's path: the one place a page's record
 * is tied to the trail's rows. The backend reads the table of a history request `{ list, id }` here;
 * the page kit offers 变更记录 on the rows of exactly these lists. The local backend's test holds
 * every key to a list call of the contract and every table to one the trail covers. `noun` names the
 * record in Chinese (the drawer's title, the operation log's filter by record).
 */
export const HISTORY_TABLES: Readonly<Record<string, { table: string; noun: string }>> = {
  '/api/company/list': { table: 'companies', noun: '企业' },
  '/api/department/list': { table: 'departments', noun: '部门' },
  '/api/user/list': { table: 'users', noun: '员工' },
  '/api/agent/list': { table: 'agents', noun: '代理商' },
  '/api/admin/userPhone/list': { table: 'admin_user_phone', noun: '员工手机' },
  '/api/admin/callsNumber/list': { table: 'admin_calls_number', noun: '外呼号码' },
  '/api/topUp/list': { table: 'top_ups', noun: '充值' },
  '/api/agent/serialList': { table: 'agent_serials', noun: '代理商序列号' },
  '/api/user/openControlList': { table: 'admin_open_control', noun: '开通管控' },
  '/api/blackList/list': { table: 'blacklist', noun: '黑名单' },
  '/api/cloudcall/sipNumber/list': { table: 'sip_accounts', noun: 'SIP 账号' },
  '/api/cloudcall/sipAccountPrice/list': { table: 'cloudcall_sip_account_price', noun: 'SIP 账号价格' },
  '/api/cloudcall/templateList': { table: 'call_templates', noun: '云呼模板' },
  '/api/cloudcall/allocationList': { table: 'call_allocations', noun: '云呼分配' },
  '/api/cloudcall/specialNumberList': { table: 'call_special_numbers', noun: '特殊号码' },
  '/api/cloudcall/sipServerList': { table: 'sip_servers', noun: 'SIP 服务器' },
  '/api/cloudcall/batchList': { table: 'cdr_batches', noun: '批量外呼任务' },
  '/api/cloudcall/batchAllocationList': { table: 'cdr_batch_allocations', noun: '批量外呼分配' },
  '/api/cloudcall/premium/list': { table: 'cloudcall_premium', noun: '附加费' },
  '/api/cloudcall/tonglianPrecisionTube/list': { table: 'cloudcall_precision_control', noun: '精准管控' },
  '/api/clue/list': { table: 'clues', noun: '线索' },
  '/api/crmDictionary/list': { table: 'crm_dictionary', noun: 'CRM 字典' },
  '/api/customField/list': { table: 'custom_fields', noun: '自定义字段' },
  '/api/crmTemplate/list': { table: 'crm_templates', noun: 'CRM 模板' },
  '/api/leadFinding/templateList': { table: 'industry_templates', noun: '行业模板' },
  '/api/leadFinding/poolAccountList': { table: 'pool_accounts', noun: '号码池账号' },
  '/api/frequencyLimiting/list': { table: 'frequency_limits', noun: '频次限制' },
  '/api/inventory/purchaseOrderList': { table: 'purchase_orders', noun: '采购单' },
  '/api/inventory/goodsList': { table: 'inventory_goods', noun: '商品' },
  '/api/inventory/shipmentList': { table: 'inventory_shipments', noun: '发货单' },
  '/api/inventory/whiteCardList': { table: 'white_cards', noun: '白卡' },
  '/api/axb/packageList': { table: 'axb_packages', noun: '回拨套餐' },
  '/api/axb/numberList': { table: 'axb_numbers', noun: '中间号' },
  '/api/axb/middleNumberList': { table: 'axb_numbers', noun: '中间号' },
  '/api/axb/privateList': { table: 'axb_private_numbers', noun: '隐私号' },
  '/api/axb/bindingList': { table: 'axb_bindings', noun: 'AXB绑定' },
  // A call record is written by its risk marks (风险标记), 关闭录音 and the retention purge: the trail says who and why.
  '/api/record/queryRequest': { table: 'call_records', noun: '通话记录' },
};

/** The roles that read a record's history: those that read the operation log (spec section 6), each within its scope. */
export const HISTORY_ACCESS = ['admin', 'agent', 'subAgent'] as const satisfies readonly Role[];
