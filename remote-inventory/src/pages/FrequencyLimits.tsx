import { createResourcePage, specColumns, type FormField } from '@console/sdk/kit';
import { companyField } from '../shared/fields';
import { FREQUENCY_LIMIT_COLUMNS, frequencyLimitApi, LIMIT_BOUNDS, LIMIT_ENABLED, LIMIT_SCOPE, LIMIT_TEXTS, type FrequencyLimitInput, type FrequencyLimitRow } from '../contract';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = (name: string, label: string): FormField => ({ name, label, required: true, maxLength: 5, placeholder: 'HH:mm', rules: [{ pattern: TIME, message: '请输入 HH:mm 格式的时间' }] });
const bounded = (name: keyof typeof LIMIT_BOUNDS, label: string): FormField => ({ name, label, kind: 'number', required: true, ...LIMIT_BOUNDS[name] });

const fields = (row?: FrequencyLimitRow): FormField[] => [
  // A rule belongs to its company (or is the platform default) for good: a company's other rule is another row.
  ...(row ? [] : [companyField('适用企业')]),
  bounded('perDay', '每号码每日上限'),
  {
    ...bounded('perHour', '每号码每小时上限'),
    rules: [({ getFieldValue }) => ({ validator: async (_, value) => (value > getFieldValue('perDay') ? Promise.reject(new Error(LIMIT_TEXTS.hourOverDay)) : undefined) })],
  },
  bounded('redialMinutes', '重复呼叫间隔（分钟）'),
  timeField('startTime', '允许呼叫开始'),
  timeField('endTime', '允许呼叫结束'),
  { name: 'enabled', label: '启用', kind: 'switch' },
  { name: 'remark', label: '备注', kind: 'textarea', maxLength: 200 },
];

/** Call-frequency limits (/frequencyLimiting, open to every role): the platform default and each company's own rule; admin sets them. */
export default createResourcePage<FrequencyLimitRow>({
  noun: '频次限制规则',
  rowKey: 'id',
  list: frequencyLimitApi.list,
  filters: [
    { kind: 'text', name: 'companyName', label: '企业' },
    { kind: 'select', name: 'scope', label: '规则类型', options: LIMIT_SCOPE.options },
    { kind: 'select', name: 'enabled', label: '状态', options: LIMIT_ENABLED.options },
  ],
  columns: specColumns(FREQUENCY_LIMIT_COLUMNS),
  form: {
    fields,
    add: { call: frequencyLimitApi.save, label: '新增企业规则', initialValues: { perDay: 50, perHour: 10, redialMinutes: 30, startTime: '08:00', endTime: '21:00', enabled: true } },
    edit: {
      call: frequencyLimitApi.save,
      title: (row) => `编辑频次限制：${row.companyName}`,
      toValues: ({ perDay, perHour, redialMinutes, startTime, endTime, enabled, remark }) => ({ perDay, perHour, redialMinutes, startTime, endTime, enabled: enabled === 1, remark }),
      toRequest: (values, row) => ({ ...values, id: row.id }) as FrequencyLimitInput,
    },
  },
  remove: { call: frequencyLimitApi.delete, visible: (row) => row.companyId !== null, confirm: (row) => `确定删除「${row.companyName}」的频次限制吗？删除后按平台默认规则限制` },
});
