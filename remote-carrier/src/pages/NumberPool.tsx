import { batchAction, createResourcePage } from '@console/sdk/kit';
import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { NUMBER_POOLS, POOL_TEXTS, numberPoolApi, poolNumbers, type PoolAdded, type PoolNumberRow } from '../contract';

const ids = (rows: PoolNumberRow[]) => rows.map((row) => row.id);

/**
 * A number pool (/numberPool, /woniunumberPool): numbers are put in the pool in bulk, assigned to a
 * company and taken back in batches (a number is in one place at a time), deleted only when free.
 */
export default createResourcePage<PoolNumberRow, undefined, typeof poolNumbers>((params) => {
  const pool = NUMBER_POOLS.of(params);
  return {
    resource: poolNumbers,
    noun: '号码',
    list: numberPoolApi.list,
    params: { pool: pool.key },
    filters: ['phoneNumber', 'operator', 'city', 'status', 'companyId', 'assignedAt', 'createdAt'],
    form: {
      add: {
        call: numberPoolApi.add,
        label: '号码入池',
        title: `${pool.label}号码入池`,
        initialValues: { operator: '移动', monthlyFee: 0 },
        successMessage: (result) => POOL_TEXTS.added((result as { data: PoolAdded }).data),
      },
      edit: { call: numberPoolApi.update },
    },
    remove: {
      call: numberPoolApi.delete,
      visible: (row) => row.status === '空闲',
      confirm: (row) => `确定将 ${row.phoneNumber} 移出号码池吗？`,
    },
    batch: [
      batchAction({
        label: '分配给企业',
        call: numberPoolApi.assign,
        type: 'primary',
        check: (rows: PoolNumberRow[]) => (rows.every((row) => row.status === '已分配') ? POOL_TEXTS.assignNone : undefined),
        form: { fields: { companyId: { ...COMPANY_FIELD, label: '分配给企业', required: true } } },
        run: async (rows, values) => POOL_TEXTS.assigned((await numberPoolApi.assign({ ids: ids(rows), companyId: values.companyId })).data),
      }),
      {
        label: '收回',
        call: numberPoolApi.recall,
        check: (rows) => (rows.every((row) => row.status === '空闲') ? POOL_TEXTS.recallNone : undefined),
        confirm: (count) => `确定收回所选的 ${count} 个号码吗？收回后企业不能再使用`,
        run: async (rows) => POOL_TEXTS.recalled((await numberPoolApi.recall({ ids: ids(rows) })).data),
      },
    ],
    exporter: numberPoolApi.export,
  };
});
