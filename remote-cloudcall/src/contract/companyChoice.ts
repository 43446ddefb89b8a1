import { call } from '@console/sdk/contract';
import { CLOUDCALL_ACCESS } from './access';

/**
 * The companies a charge or a control may be set for, searched by name: `[{ value: id, label: name }]`,
 * scoped on the server (an agent: its own and its sub-agents' companies). The /premium,
 * /sipAccountPrice and /tonglianPrecisionTube forms pick their company with it.
 */
export const companyChoiceApi = {
  companyOptions: call.get<{ value: number; label: string }[], { name?: string }>('/api/cloudcall/chargeCompanyOptions', CLOUDCALL_ACCESS.premium),
};
