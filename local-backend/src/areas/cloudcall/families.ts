import { familiesWith, type CallFamilyKey, type CallPageKind } from '@console/remote-cloudcall/contract';
import type { Db } from '../../db/database';
import { agentTree, type CurrentUser } from '../../http/auth';
import { invalid } from '../../http/envelope';
import { oneOf, type Params } from '../../http/params';

const MEMBERS = Object.fromEntries((['template', 'allocation', 'specialNumber', 'consumption'] as const).map((kind) => [kind, familiesWith(kind)]));

/** The family a request of a kind of page is for: one that has that page (UU has templates only). */
export function familyOf(params: Params, kind: CallPageKind): CallFamilyKey {
  const family = oneOf(params, 'family', '云呼类型', MEMBERS[kind]!);
  if (!family) throw invalid('请选择云呼类型');
  return family;
}

/** The agents whose allocations and companies an agent acts for: itself and its sub-agents. */
export const treeOf = (db: Db, user: CurrentUser): number[] => (user.agentId ? agentTree(db, user.agentId) : []);
