import { call, defineResource, defineVariants, enumOf, enumOfLabels, type InputOf, type QueryOf, type RowOf } from '@console/sdk/contract';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { CARRIER_ACCESS } from './access';

/**
 * The number pools: the platform's own (/numberPool, spec section 6: admin only) and 蜗牛's
 * (/woniunumberPool). One page serves both, its pool from the route (`params.variant`, sent as `pool`).
 */
export const NUMBER_POOLS = defineVariants(['pool'], {
  platform: { label: '平台', routes: { pool: '/numberPool' } },
  WN: { label: '蜗牛', routes: { pool: '/woniunumberPool' } },
});
export type NumberPoolKey = (typeof NUMBER_POOLS.keys)[number];

export const POOL_OPERATOR = enumOfLabels(['移动', '联通', '电信', '虚拟运营商']);
/** Free until assigned to a company; taken back, free again. */
export const POOL_STATUS = enumOf([
  { value: '空闲', label: '空闲', color: 'green' },
  { value: '已分配', label: '已分配', color: 'blue' },
]);

/** At most this many numbers per bulk add or batch action. */
export const POOL_MAX_NUMBERS = 5000;

export const POOL_TEXTS = {
  tooMany: `一次最多处理 ${POOL_MAX_NUMBERS} 个号码`,
  noValid: (invalid: number) => `没有可添加的号码（格式不正确 ${invalid} 个）`,
  added: (result: PoolAdded) =>
    [
      `已入池 ${result.added} 个号码`,
      result.taken.length ? `已在号码池中：${sample(result.taken)}` : '',
      result.invalid.length ? `格式不正确：${sample(result.invalid)}` : '',
    ]
      .filter(Boolean)
      .join('；'),
  assigned: (result: PoolMoved) =>
    [`已分配 ${result.moved} 个号码`, result.skipped.length ? `已分配给企业的未处理：${sample(result.skipped)}` : ''].filter(Boolean).join('；'),
  recalled: (result: PoolMoved) =>
    [`已收回 ${result.moved} 个号码`, result.skipped.length ? `空闲号码无需收回：${sample(result.skipped)}` : ''].filter(Boolean).join('；'),
  deleteAssigned: (phone: string) => `号码 ${phone} 已分配给企业，请先收回再删除`,
  assignNone: '所选号码都已分配，请先收回',
  recallNone: '所选号码都是空闲的，无需收回',
} as const;

const sample = (phones: readonly string[]) => `${phones.slice(0, 5).join('、')}${phones.length > 5 ? ` 等 ${phones.length} 个` : ''}`;

/** A number of a pool, free or assigned to one company. */
export const poolNumbers = defineResource({
  phoneNumber: { label: '号码', kind: 'code', filter: true, max: 20 },
  operator: { label: '运营商', kind: 'enum', values: POOL_OPERATOR, form: 'add', required: true },
  city: { label: '归属地', kind: 'text', filter: true, max: 20, form: true },
  monthlyFee: { label: '月租（元）', kind: 'money', min: 0, max: 10_000, form: true },
  status: { label: '状态', kind: 'enum', values: POOL_STATUS },
  companyId: { ...COMPANY_FIELD, row: false },
  companyName: { label: '企业', kind: 'text' },
  agentName: { label: '代理商', kind: 'text' },
  assignedAt: { label: '分配时间', kind: 'dateTime' },
  remark: { label: '备注', kind: 'text', max: 100, form: true },
  createdAt: { label: '入池时间', kind: 'dateTime' },
  /** Numbers put in the pool at once: one per line or comma-separated. */
  phoneNumbers: {
    label: '号码',
    kind: 'longText',
    row: false,
    form: 'add',
    required: true,
    max: 100_000,
    extra: '每行一个，或用逗号分隔；格式不正确或已在号码池中的号码不添加，会列出',
  },
});
export type PoolNumberRow = RowOf<typeof poolNumbers>;

export interface PoolAdded {
  added: number;
  invalid: string[];
  /** Already in a pool (this one or the other): a number is in one place at a time. */
  taken: string[];
}
export interface PoolMoved {
  moved: number;
  /** The numbers of the selection the action does not apply to (already assigned, or free). */
  skipped: string[];
}

type OfPool<P> = P & { pool: NumberPoolKey };

/** `/api/carrier/<verb>`, each with the route's `pool`. */
export const numberPoolApi = {
  list: call.list('/api/carrier/poolNumberList', CARRIER_ACCESS.numberPool, poolNumbers, 'POST'),
  export: call.sheet<OfPool<QueryOf<typeof poolNumbers>>>('/api/carrier/poolNumberExport', CARRIER_ACCESS.numberPool, poolNumbers),
  /** Puts numbers in the route's pool: the valid ones kept, the malformed and those in a pool already named. */
  add: call.save<typeof poolNumbers, PoolAdded, OfPool<InputOf<typeof poolNumbers>>>(
    '/api/carrier/poolNumberAdd',
    CARRIER_ACCESS.numberPool,
    poolNumbers,
    '新增号码池号码',
  ),
  update: call.save<typeof poolNumbers, null, Partial<InputOf<typeof poolNumbers>> & { id: number }>(
    '/api/carrier/poolNumberUpdate',
    CARRIER_ACCESS.numberPool,
    poolNumbers,
    '修改号码池号码',
  ),
  delete: call.post<null, { id: number }>('/api/carrier/poolNumberDelete', CARRIER_ACCESS.numberPool, '删除号码池号码'),
  assign: call.post<PoolMoved, { ids: number[]; companyId: number }>('/api/carrier/poolNumberAssign', CARRIER_ACCESS.numberPool, '分配号码池号码'),
  recall: call.post<PoolMoved, { ids: number[] }>('/api/carrier/poolNumberRecall', CARRIER_ACCESS.numberPool, '收回号码池号码'),
};
