import { OPERATORS, type OperatorPageKind } from '@console/remote-carrier/contract';
import { enumOf } from '@console/sdk/contract';
import { invalid } from '../../http/envelope';
import { oneOf, type Params } from '../../http/params';

/** The members of OPERATORS with a page of `kind`: the `operator` a request of that page names. */
export function operatorMembers(kind: OperatorPageKind) {
  const members = enumOf(
    OPERATORS.keys.filter((key) => OPERATORS.variants[key].routes[kind]).map((key) => ({ value: key, label: OPERATORS.variants[key].label })),
  );
  return {
    members,
    /** The member a request is for: one with the page, or `请选择运营商`. */
    of(params: Params): string {
      const member = oneOf(params, 'operator', '运营商', members);
      if (!member) throw invalid('请选择运营商');
      return member;
    },
  };
}
