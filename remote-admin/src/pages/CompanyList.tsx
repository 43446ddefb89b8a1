import { pickFields } from '@console/sdk/contract';
import { createResourcePage, currentUser, rowAction } from '@console/sdk/kit';
import { companies, companyApi, openControls, userControlApi, type CompanyRow } from '../contract';
import { OpenControlList } from './OpenControlList';

/** What a company's own administrator keeps of its profile; its agent, seats and status are its agent's. */
const OWN_PROFILE = ['contact', 'phone', 'city', 'address'] as const;

/** Companies (/company): an agent's companies, a company its own profile. */
export default createResourcePage({
  resource: companies,
  noun: '企业',
  list: companyApi.list,
  form: {
    fields: () => (currentUser().role === 'company' ? OWN_PROFILE : ['name', 'agentId', 'contact', 'phone', 'city', 'address', 'seats', 'status']),
    add: { call: companyApi.save, when: (user) => user.can(companyApi.delete), initialValues: { status: 1, seats: 10 } },
    edit: { call: companyApi.save },
  },
  remove: { call: companyApi.delete, confirm: (row) => `确定删除企业「${row.name}」吗？企业下还有部门或员工时不能删除` },
  rowActions: [
    rowAction({
      label: '开通管控',
      call: userControlApi.openControl,
      form: {
        title: (row: CompanyRow) => `开通管控：${row.name}`,
        fields: pickFields(openControls, ['service', 'reason']),
        initialValues: () => ({ service: 'computerDial' }),
      },
      run: (row, _context, values) => userControlApi.openControl({ ...values, companyId: row.id }),
      successMessage: '已设置开通管控，该企业员工不能再开通电脑拨号',
    }),
  ],
  panels: [{ label: '开通管控记录', call: userControlApi.openControlList, width: 1100, content: () => <OpenControlList /> }],
  exporter: companyApi.download,
});
