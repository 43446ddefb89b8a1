import { enumOf, enumOfLabels } from '@console/sdk/contract';
import { OPERATORS } from './operators';

/** The operator brands a number can be on (`carrier_numbers.operator`): the keys of `OPERATORS`. */
export type OperatorKey = (typeof OPERATORS.keys)[number];

/**
 * The states of a virtual-operator number (`carrier_numbers.state`). reviewing: the opening is
 * submitted and under review; rejected: the opening was refused; suspended: stopped by the reseller
 * (restorable); frozen: stopped on the line (DJ, unfreezable); closed: final.
 */
export const NUMBER_STATE = enumOf([
  { value: 'reviewing', label: '审核中', color: 'processing' },
  { value: 'open', label: '已开通', color: 'success' },
  { value: 'rejected', label: '已驳回', color: 'error' },
  { value: 'suspended', label: '已停机', color: 'warning' },
  { value: 'frozen', label: '已冻结', color: 'purple' },
  { value: 'closed', label: '已销户', color: 'default' },
]);
export type NumberState = (typeof NUMBER_STATE.values)[number];

/** The monthly packages a number is opened on. */
export const NUMBER_PACKAGE = enumOfLabels(['月租 19 元 100 分钟', '月租 39 元 300 分钟', '月租 69 元 800 分钟', '月租 99 元 1500 分钟', '按分钟计费 0.1 元']);
