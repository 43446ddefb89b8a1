import { createResourcePage, currentUser } from '@console/sdk/kit';
import { departmentManageApi, departments } from '../contract';

/** Departments (/department): a company's teams with their supervisors and head count. */
export default createResourcePage({
  resource: departments,
  noun: '部门',
  list: departmentManageApi.list,
  form: {
    // The company is chosen once, when a department is added; a company member adds to its own.
    fields: (row) => (row || currentUser().insideCompany ? ['name'] : ['name', 'companyId']),
    add: { call: departmentManageApi.save },
    edit: { call: departmentManageApi.save },
  },
  remove: { call: departmentManageApi.delete, confirm: (row) => `确定删除部门「${row.name}」吗？部门下还有员工时不能删除` },
  exporter: departmentManageApi.download,
});
