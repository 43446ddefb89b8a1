import { describe, expect, it } from 'vitest';
import type { RuleObject } from 'antd/es/form';
import { CHECK_PASS_DEPENDENCIES, passwordRules } from './passwordRules';

function formWith(values: Record<string, string>) {
  return { getFieldValue: (name: string) => values[name] };
}

const messageOf = (rules: unknown[]) => (rules[0] as RuleObject).message;

async function runValidator(rule: unknown, value: string) {
  return (rule as { validator: (rule: unknown, value: string) => Promise<void> }).validator({}, value);
}

describe('change-password rules (spec section 5)', () => {
  it('require each field with the spec message', () => {
    const rules = passwordRules(formWith({}));
    expect(messageOf(rules.oldPassword)).toBe('请输入原密码');
    expect(messageOf(rules.newPassword)).toBe('请输入新密码');
    expect(messageOf(rules.checkPass)).toBe('请再次输入密码');
  });

  it('refuse a confirmation that differs from the new password', async () => {
    const rules = passwordRules(formWith({ newPassword: 'abc123' }));
    await expect(runValidator(rules.checkPass[1], 'abc124')).rejects.toThrow('两次输入密码不一致!');
    await expect(runValidator(rules.checkPass[1], 'abc123')).resolves.toBeUndefined();
  });

  it('revalidate the confirmation whenever the new password changes', () => {
    expect(CHECK_PASS_DEPENDENCIES).toEqual(['newPassword']);
  });
});
