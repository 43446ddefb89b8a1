import type { FormRule } from 'antd';
import { MESSAGES } from '@console/sdk';

export interface PasswordForm {
  account: string;
  oldPassword: string;
  newPassword: string;
  checkPass: string;
}

/** The one thing the rules need from the form: the new password, to compare the confirmation with. */
export interface PasswordFormAccess {
  getFieldValue: (name: keyof PasswordForm) => unknown;
}

/**
 * The confirmation watches the new password: when the new password changes and the confirmation
 * is filled, the confirmation is validated again (spec section 5).
 */
export const CHECK_PASS_DEPENDENCIES: (keyof PasswordForm)[] = ['newPassword'];

/** Spec section 5, rule for rule. */
export function passwordRules(form: PasswordFormAccess): Record<'oldPassword' | 'newPassword' | 'checkPass', FormRule[]> {
  return {
    oldPassword: [{ required: true, message: MESSAGES.oldPasswordRequired }],
    newPassword: [{ required: true, message: MESSAGES.newPasswordRequired }],
    checkPass: [
      { required: true, message: MESSAGES.confirmPasswordRequired },
      {
        validator: async (_rule, value: string) => {
          if (value && value !== form.getFieldValue('newPassword')) throw new Error(MESSAGES.passwordsDiffer);
        },
      },
    ],
  };
}
