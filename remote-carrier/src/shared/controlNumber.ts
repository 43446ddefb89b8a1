import { NUMBER_CONTROL_MODE, numberControlApi } from '../contract';

const CONTROL_FIELDS = {
  mode: { label: '管控方式', kind: 'enum', values: NUMBER_CONTROL_MODE, required: true },
  dailyLimit: { label: '每日呼叫上限', kind: 'number', whole: true, min: 1, max: 10000, extra: '限速时必填' },
} as const;

/**
 * The row action that stops or slows a number at the dialling gate (a /numberControl rule, effective
 * from the next call), for the lists that find numbers in trouble (abnormal calls, abnormal numbers).
 */
export function controlNumberAction<Row extends { phoneNumber: string; companyId: number }>(reasonOf: (row: Row) => string) {
  return {
    label: '管控号码',
    call: numberControlApi.add,
    form: { fields: CONTROL_FIELDS, title: (row: Row) => `管控号码：${row.phoneNumber}`, initialValues: () => ({ mode: '限速', dailyLimit: 50 }) },
    run: (row: Row, _context: unknown, values: Record<string, unknown>) =>
      numberControlApi.add({
        phoneNumber: row.phoneNumber,
        companyId: row.companyId,
        mode: values.mode as '限速',
        dailyLimit: values.mode === '限速' ? Number(values.dailyLimit) : undefined,
        reason: reasonOf(row).slice(0, 100),
        status: '生效中',
      } as never),
    successMessage: '已设置号码管控，下一次外呼起生效',
  };
}
