import { describe, expect, it } from 'vitest';
import { ENABLED_FIELD, MOBILE, MOBILE_FIELD, REMARK_FIELD, USERNAME_FIELD } from './presets';
import { defineResource } from './resource';

describe('the mobile number preset', () => {
  it('takes an 11-digit mainland mobile from 13 to 19', () => {
    for (const phone of ['13012345678', '15912345678', '19987654321']) expect(MOBILE.regex.test(phone)).toBe(true);
  });

  it('refuses what no mobile is: 10–12 prefixes, wrong lengths, signs and spaces', () => {
    for (const phone of ['10012345678', '11012345678', '12345678901', '1381234567', '138123456789', '+8613812345678', '138 1234 5678', ''])
      expect(MOBILE.regex.test(phone)).toBe(false);
  });

  it('is spread per use: the label may differ, the rule and its message do not', () => {
    const contacts = defineResource({ phone: { ...MOBILE_FIELD, label: '联系电话', required: true } });
    expect(contacts.fields.phone).toMatchObject({ label: '联系电话', kind: 'code', max: 11, pattern: MOBILE, form: true, required: true });
  });
});

describe('the other presets', () => {
  it('a username starts with a letter and has 3 to 30 letters, digits or underscores', () => {
    const { regex } = USERNAME_FIELD.pattern;
    for (const name of ['oem', 'user_01', 'a'.repeat(30)]) expect(regex.test(name)).toBe(true);
    for (const name of ['gm', '1abc', '_abc', 'a'.repeat(31), 'ab-c']) expect(regex.test(name)).toBe(false);
  });

  it('the switch and the remark are a form field of their own', () => {
    const records = defineResource({ enabled: ENABLED_FIELD, remark: REMARK_FIELD });
    expect(records.formKeys).toEqual(['enabled', 'remark']);
    expect(ENABLED_FIELD.values.options.map((option) => option.label)).toEqual(['启用', '停用']);
  });
});
