/**
 * Field presets: the fields every area declares the same way, each fact once. A resource spreads one
 * and adds what differs where it is used: `phone: { ...MOBILE_FIELD, label: '联系电话', filter: true }`.
 * Plain data like the rest of the contract, so the backend checks with the same rule.
 */
import { enumOf } from './enums';

/**
 * A mainland mobile number: 11 digits from 13 to 19 (no mobile number begins 10, 11 or 12; the spec
 * names no rule). The one rule and its one message, for forms, lists and the backend alike;
 * `MOBILE_DIGITS` is its pattern's text, for a rule that takes a mobile among other numbers.
 */
export const MOBILE_DIGITS = '1[3-9]\\d{9}';
export const MOBILE = { regex: new RegExp(`^${MOBILE_DIGITS}$`), message: '请输入正确的 11 位手机号' } as const;

/** A mobile number field (a form field checked by `MOBILE`). */
export const MOBILE_FIELD = { label: '手机号', kind: 'code', form: true, max: 11, pattern: MOBILE } as const;

/**
 * A login name (agents' accounts and companies' staff alike, one table of users): a letter, then
 * letters, digits or underscores, 3 to 30 in all (the seeded `oem` has three).
 */
export const USERNAME_FIELD = {
  label: '用户名',
  kind: 'text',
  filter: true,
  form: true,
  required: true,
  max: 30,
  pattern: { regex: /^[A-Za-z][A-Za-z0-9_]{2,29}$/, message: '用户名须为字母开头的 3-30 位字母、数字或下划线' },
} as const;

/** A record's on/off switch (1 启用, 0 停用), drawn as its tag. */
export const ENABLED = enumOf([
  { value: 1, label: '启用', color: 'green' },
  { value: 0, label: '停用', color: 'default' },
]);

/** The switch as a form field: set when saved. */
export const ENABLED_FIELD = { label: '状态', kind: 'enum', values: ENABLED, form: true, required: true } as const;

/** A free note on a record. */
export const REMARK_FIELD = { label: '备注', kind: 'longText', form: true, max: 200 } as const;
