import { createResourcePage, formField, type FormField } from '@console/sdk/kit';
import { companyField } from '../shared/fields';
import { frequencyLimitApi, frequencyLimits, LIMIT_TEXTS } from '../contract';

/** The hourly limit, no more than the daily one (the backend says the same). */
const perHour: FormField = {
  ...formField('perHour', frequencyLimits.fields.perHour),
  rules: [
    ({ getFieldValue }) => ({
      validator: async (_, value) => (value > getFieldValue('perDay') ? Promise.reject(new Error(LIMIT_TEXTS.hourOverDay)) : undefined),
    }),
  ],
};

/** Call-frequency limits (/frequencyLimiting, open to every role): the platform default and each company's own rule; admin sets them. */
export default createResourcePage({
  resource: frequencyLimits,
  noun: '频次限制规则',
  list: frequencyLimitApi.list,
  filters: ['companyName', 'scope', 'enabled', 'updatedAt'],
  form: {
    // A rule belongs to its company (or is the platform default) for good: a company's other rule is another row.
    fields: (row) => [
      ...(row ? [] : [companyField('适用企业')]),
      'perDay',
      perHour,
      'redialMinutes',
      'startTime',
      'endTime',
      { name: 'enabled', label: '启用', kind: 'switch' },
      'remark',
    ],
    add: {
      call: frequencyLimitApi.save,
      label: '新增企业规则',
      initialValues: { perDay: 50, perHour: 10, redialMinutes: 30, startTime: '08:00', endTime: '21:00', enabled: true },
    },
    edit: {
      call: frequencyLimitApi.save,
      title: (row) => `编辑频次限制：${row.companyName}`,
      toValues: ({ perDay, perHour, redialMinutes, startTime, endTime, enabled, remark }) => ({
        perDay,
        perHour,
        redialMinutes,
        startTime,
        endTime,
        enabled: enabled === 1,
        remark,
      }),
    },
  },
  remove: {
    call: frequencyLimitApi.delete,
    visible: (row) => row.companyId !== null,
    confirm: (row) => `确定删除「${row.companyName}」的频次限制吗？删除后按平台默认规则限制`,
  },
});
