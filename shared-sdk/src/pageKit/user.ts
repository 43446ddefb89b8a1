import type { Access, CallSpec } from '../contract';
import type { Role } from '../manifest/roles';
import { readSession } from '../session/session';

/** What a page may ask about the logged-in user (buttons to offer; the backend decides anyway). */
export interface PageUser {
  role: Role | '';
  userId: string;
  /** Company members work inside one company; roles above see several. */
  insideCompany: boolean;
  flags: ReturnType<typeof readSession>['flags'];
  /** Whether this user may make the call (its contract's roles) or is in the role list. */
  can: (what: CallSpec | Access) => boolean;
}

const allows = (access: Access, role: string) => access === 'public' || access === 'loggedIn' || (access as readonly string[]).includes(role);

export function currentUser(): PageUser {
  const session = readSession();
  const role = (session.role ?? '') as Role | '';
  return {
    role,
    userId: String(session.userId ?? ''),
    insideCompany: role === 'company' || role === 'department' || role === 'normal',
    flags: session.flags,
    can: (what) => allows(typeof what === 'function' || (typeof what === 'object' && 'path' in what) ? (what as CallSpec).access : (what as Access), role),
  };
}
