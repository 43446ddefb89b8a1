import { createResourcePage } from '@console/sdk/kit';
import { tonglianPrecisionTube, tonglianPrecisionTubeApi } from '../contract';
import { companyField } from './familyFields';

const FIELDS = ['calleeDailyLimit', 'dailyLimit', 'callStart', 'callEnd', 'blockedAreas', 'status'] as const;

/**
 * 通联精准管控 (/tonglianPrecisionTube): each company's outbound-call controls, for every cloud-call
 * family. Admin and agents set them; a company sees its own (the kit offers it no change: the calls' roles).
 */
export default createResourcePage({
  resource: tonglianPrecisionTube,
  noun: '精准管控',
  list: tonglianPrecisionTubeApi.list,
  form: {
    fields: (row) => (row ? FIELDS : [{ ...companyField(), required: true }, ...FIELDS]),
    add: { call: tonglianPrecisionTubeApi.add, initialValues: { calleeDailyLimit: 2, dailyLimit: 1000, callStart: '09:00', callEnd: '20:00', status: '启用' } },
    edit: { call: tonglianPrecisionTubeApi.update },
  },
  remove: { call: tonglianPrecisionTubeApi.delete, confirm: (row) => `确定删除「${row.companyName}」的精准管控吗？` },
  exporter: tonglianPrecisionTubeApi.export,
});
