import dayjs from 'dayjs';
import { createResourcePage, currentUser, formField, type FormField, type PageUser } from '@console/sdk/kit';
import { DEPARTMENT_FIELD } from '@console/sdk/contract/parties';
import { ROLE_LABELS, type Role } from '@console/sdk/manifest';
import { ACCOUNT_STATUS, STAFF_ROLES, userApi, users, type UserRow } from '../contract';

/** The roles a manager may give: each level below its own (the backend holds the same rule). */
const GIVEN_BY: Partial<Record<Role, readonly Role[]>> = { company: ['department', 'normal'], department: ['normal'] };
const roleField = (user: PageUser): FormField => ({
  name: 'role',
  label: '角色',
  kind: 'select',
  required: true,
  options: (GIVEN_BY[user.role as Role] ?? STAFF_ROLES).map((role) => ({ value: role, label: ROLE_LABELS[role] })),
});
const validDateField: FormField = { name: 'validDate', label: '有效期至', kind: 'dateTime', required: true };

/** The staff form: the username is given once; a company member's staff stay in its company (a supervisor's in its department). */
function staffForm(row?: UserRow) {
  const user = currentUser();
  const place = user.role === 'department' ? [] : user.insideCompany ? (['departmentId'] as const) : (['companyId', 'departmentId'] as const);
  return [...(row ? [] : (['username'] as const)), 'password', 'realName', 'phone', roleField(user), ...place, 'status', 'validDate'] as const;
}

const ids = (rows: UserRow[]) => rows.map((row) => row.id);
/** A new account's term of validity, a year from now unless changed. */
const A_YEAR_AHEAD = dayjs().add(1, 'year').format('YYYY-MM-DD 23:59:59');

/** Staff (/user): a company's people on the `/api/user/*` calls; deleting is soft (admin restores in /deleteRecords). */
export default createResourcePage({
  resource: users,
  noun: '员工',
  list: userApi.list,
  form: {
    fields: staffForm,
    add: { call: userApi.add, initialValues: { role: 'normal', status: 1, validDate: A_YEAR_AHEAD } },
    edit: { call: userApi.update },
  },
  remove: {
    call: userApi.delete,
    visible: (row, user) => String(row.id) !== user.userId,
    confirm: (row) => `确定删除员工「${row.realName}」吗？删除后不能登录，管理员可在删除记录中恢复`,
    toRequest: (row) => ({ userId: row.id, currentUserId: currentUser().userId }),
  },
  rowActions: [
    {
      label: '角色与有效期',
      call: userApi.setRoleAndValidDate,
      visible: (row, user) => String(row.id) !== user.userId,
      form: { fields: () => [roleField(currentUser()), validDateField], initialValues: (row) => ({ role: row.role, validDate: row.validDate }) },
      run: (row, _context, values) => userApi.setRoleAndValidDate({ userId: row.id, role: values.role as Role, validDate: String(values.validDate) }),
      successMessage: '已保存',
    },
  ],
  batch: [
    {
      label: '转移部门',
      call: userApi.transferStaff,
      type: 'primary',
      form: { fields: [formField('departmentId', { ...DEPARTMENT_FIELD, label: '转入部门', required: true })] },
      run: async (rows, values) =>
        `已转移 ${(await userApi.transferStaff({ ids: ids(rows), departmentId: Number(values.departmentId) })).data.transferred} 名员工`,
    },
    {
      label: '状态与有效期',
      call: userApi.batchUpdate,
      form: {
        fields: [
          { name: 'status', label: '状态', kind: 'select', options: ACCOUNT_STATUS.options },
          { ...validDateField, required: false },
        ],
      },
      run: async (rows, values) =>
        `已修改 ${(await userApi.batchUpdate({ ids: ids(rows), status: values.status as number | undefined, validDate: (values.validDate as string) || undefined })).data.updated} 名员工`,
    },
    {
      label: '电脑拨号',
      call: userApi.openServices,
      form: {
        fields: [
          {
            name: 'computerDial',
            label: '电脑拨号',
            kind: 'select',
            required: true,
            options: users.fields.computerDial.values.options,
          },
        ],
      },
      run: async (rows, values) => `已设置 ${(await userApi.openServices({ ids: ids(rows), computerDial: Number(values.computerDial) })).data.updated} 名员工`,
    },
    {
      label: '批量删除',
      call: userApi.batchDelete,
      danger: true,
      confirm: (n) => `确定删除选中的 ${n} 名员工吗？管理员可在删除记录中恢复`,
      run: async (rows) => `已删除 ${(await userApi.batchDelete({ ids: ids(rows) })).data.deleted} 名员工`,
    },
  ],
  // The staff of the current search and their risk figures (风险通话 from the call records, 风险词 from the risk list).
  summary: {
    call: userApi.getRiskCount,
    load: async (query) => {
      const { staff, riskCalls, riskHits, unhandled } = (await userApi.getRiskCount(query)).data;
      return [
        { title: '员工数', value: staff },
        { title: '风险通话', value: riskCalls, alert: riskCalls > 0 },
        { title: '风险词命中', value: riskHits },
        { title: '未处理风险', value: unhandled, alert: unhandled > 0 },
      ];
    },
  },
  exporter: userApi.downloadUsers,
});
