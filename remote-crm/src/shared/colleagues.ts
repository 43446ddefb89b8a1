import type { ActionForm } from '@console/sdk/kit';
import { intentionCustomerApi } from '../contract';

type Owned = { companyId: number };

/** A transfer or an assignment moves rows within one company: the selection must share it. */
export const oneCompany = (rows: Owned[]) => (new Set(rows.map((row) => row.companyId)).size === 1 ? undefined : '所选记录须属于同一企业');

/** The dialog of a transfer or an assignment: a colleague of the selected rows' company. */
export const colleagueForm = (name: string): ActionForm<Owned[], never> => ({
  fields: ([first]) => [
    {
      name,
      label: '接收员工',
      kind: 'select',
      required: true,
      options: async () =>
        (await intentionCustomerApi.colleagues({ companyId: first.companyId })).data.map((colleague) => ({
          value: colleague.id,
          label: `${colleague.realName}${colleague.departmentName ? `（${colleague.departmentName}）` : ''}`,
        })),
    },
  ],
});
