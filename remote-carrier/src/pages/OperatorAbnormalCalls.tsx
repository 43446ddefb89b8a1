import { createResourcePage, type ResourcePageConfig } from '@console/sdk/kit';
import { ABNORMAL_TEXTS, abnormalCallApi, abnormalCalls, NUMBER_CONTROL_MODE, numberControlApi, OPERATORS, type AbnormalCallRow } from '../contract';

const HANDLE_FIELDS = { remark: { label: '处理说明', kind: 'text', max: 200 } } as const;
const CONTROL_FIELDS = {
  mode: { label: '管控方式', kind: 'enum', values: NUMBER_CONTROL_MODE, required: true },
  dailyLimit: { label: '每日呼叫上限', kind: 'number', whole: true, min: 1, max: 10000, extra: '限速时必填' },
} as const;

/** 异常通话: one page for every OPERATORS member with an abnormal-call list; its member from the route. */
export default createResourcePage((params): ResourcePageConfig<AbnormalCallRow, typeof abnormalCalls> => {
  const member = OPERATORS.of(params);
  const check = (rows: AbnormalCallRow[], remark?: unknown) =>
    abnormalCallApi.check({ ids: rows.map((row) => row.id), remark: remark ? String(remark) : undefined, operator: member.key });
  return {
    resource: abnormalCalls,
    noun: '异常通话',
    params: { operator: member.key },
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
      {
        // The gate stops or slows the number from the next call on (a /numberControl rule).
        label: '管控号码',
        call: numberControlApi.add,
        form: { fields: CONTROL_FIELDS, title: (row) => `管控号码：${row.phoneNumber}`, initialValues: () => ({ mode: '限速', dailyLimit: 50 }) },
        run: (row, _, values) =>
          numberControlApi.add({
            phoneNumber: row.phoneNumber,
            companyId: row.companyId,
            mode: values.mode as '限速',
            dailyLimit: values.mode === '限速' ? Number(values.dailyLimit) : undefined,
            reason: `${row.rule}：${row.reason}`.slice(0, 100),
            status: '生效中',
          } as never),
        successMessage: '已设置号码管控，下一次外呼起生效',
      },
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
