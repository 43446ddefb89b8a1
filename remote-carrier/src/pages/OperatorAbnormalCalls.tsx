import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { ABNORMAL_TEXTS, abnormalCallApi, abnormalCalls, OPERATORS, type AbnormalCallRow } from '../contract';
import { controlNumberAction } from '../shared/controlNumber';

const HANDLE_FIELDS = { remark: { label: '处理说明', kind: 'text', max: 200 } } as const;
/**
 * 异常通话: one page for every OPERATORS member with an abnormal-call list; its member from the route.
 * /gmAbnormalCallListNew is GM's with `pending` (its manifest props): the items no one has handled yet.
 */
export default createResourcePage((params): ResourcePageConfig<AbnormalCallRow, typeof abnormalCalls> => {
  const member = OPERATORS.of(params);
  const pendingOnly = params.pending === true;
  const check = (rows: AbnormalCallRow[], remark?: unknown) =>
    abnormalCallApi.check({ ids: rows.map((row) => row.id), remark: remark ? String(remark) : undefined, operator: member.key });
  return {
    resource: abnormalCalls,
    noun: '异常通话',
    params: pendingOnly ? { operator: member.key, handled: 0 } : { operator: member.key },
    list: abnormalCallApi.list,
    exporter: abnormalCallApi.export,
    rowActions: [
      {
        label: '处理',
        call: abnormalCallApi.check,
        visible: (row) => row.handled === 0,
        form: { fields: HANDLE_FIELDS, title: (row) => `处理异常：${row.phoneNumber}` },
        run: (row, _, values) => check([row], values.remark),
        successMessage: '已处理',
      },
      controlNumberAction<AbnormalCallRow>((row) => `${row.rule}：${row.reason}`),
    ],
    batch: [
      {
        label: '标记已处理',
        call: abnormalCallApi.check,
        type: 'primary',
        check: (rows) => (rows.some((row) => row.handled === 1) ? ABNORMAL_TEXTS.handledAlready(rows.filter((row) => row.handled === 1).length) : undefined),
        form: { fields: HANDLE_FIELDS },
        run: async (rows, values) => ABNORMAL_TEXTS.handledDone((await check(rows, values.remark)).data.handled),
      },
    ],
  };
});
