import { readSession } from '@console/sdk';
import { crmCan, type CrmAction } from '../contract';

/** The logged-in user as the pages need it (what buttons to offer; the backend decides anyway). */
export function currentUser() {
  const session = readSession();
  return {
    role: session.role,
    userId: session.userId,
    /** Company members work inside one company; roles above see several. */
    insideCompany: session.role === 'company' || session.role === 'department' || session.role === 'normal',
    can: (action: CrmAction) => crmCan(action, session.role),
    flags: session.flags,
  };
}
