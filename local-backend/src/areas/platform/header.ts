import { headerApi } from '@console/sdk/platformCalls';
import { hashPassword, verifyPassword } from '../../db/passwords';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid, ok, Refusal } from '../../http/envelope';
import { requiredText } from '../../http/params';

/** The console header's calls: the admin's top-up count, the user's avatar, the password change. */
export const headerEndpoints: Endpoints = [
  define({
    call: headerApi.topUpCount,
    handler: ({ db }) => {
      const count = db.prepare(`SELECT COUNT(*) FROM top_ups WHERE status = 'pending' AND kind = ?`).pluck();
      return ok(count.get('data'), count.get('custom'));
    },
  }),
  define({
    call: headerApi.webGetHeadPortrait,
    handler: ({ db, user }) => {
      const row = db.prepare('SELECT head_portrait AS headPortrait, computer_dial AS computerDial FROM users WHERE id = ?').get(user.id) as {
        headPortrait: string;
        computerDial: number;
      };
      return { headPortrait: row.headPortrait, computerDial: row.computerDial === 1 };
    },
  }),
  /** Changing one's own password; every session of the user ends with it. */
  define({
    call: headerApi.modifyPassword,
    handler: ({ db, params, user }) => {
      const account = requiredText(params, 'account', '账号', 50);
      const oldPassword = requiredText(params, 'oldPassword', '原密码', 100);
      const newPassword = requiredText(params, 'newPassword', '新密码', 100);
      if (account !== user.username) throw new Refusal(403, '只能修改自己的密码');
      if (newPassword.length < 6) throw invalid('新密码长度不能少于6位');
      const stored = db.prepare('SELECT password_hash FROM users WHERE id = ?').pluck().get(user.id) as string;
      if (!verifyPassword(oldPassword, stored)) throw invalid('原密码错误');
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hashPassword(newPassword), user.id);
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(user.id);
      return null;
    },
  }),
];
