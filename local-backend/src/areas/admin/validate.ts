import { EXPIRING_SOON_DAYS, validateApi, type AccountCheckRow } from '@console/remote-admin/contract';
import { daysFromNow, now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';

type Result = AccountCheckRow['result'];

/** A term against today: past, within the warning days, or further. */
function termCheck(id: number, item: string, validDate: string): AccountCheckRow {
  const days = Math.floor((Date.parse(validDate.replace(' ', 'T')) - Date.now()) / 86_400_000);
  const result: Result = validDate < now() ? 'fail' : validDate < daysFromNow(EXPIRING_SOON_DAYS) ? 'warn' : 'pass';
  const detail = result === 'fail' ? `已于 ${validDate} 过期，将无法登录` : `有效期至 ${validDate}（剩余 ${days} 天）`;
  return { id, item, detail, result };
}

/** 账号核验 (/validate): the checks the login makes (shell/session.ts), answered for the caller's own account. */
export const validateEndpoints: Endpoints = [
  define({
    call: validateApi.account,
    handler: ({ db, user }) => {
      const account = db
        .prepare(
          `SELECT u.status, u.valid_date AS validDate, u.last_login_at AS lastLoginAt, u.last_login_ip AS lastLoginIp,
             a.name AS agentName, a.valid_date AS agentValidDate
           FROM users u LEFT JOIN agents a ON a.id = u.agent_id WHERE u.id = ?`,
        )
        .get(user.id) as {
        status: number;
        validDate: string;
        lastLoginAt: string;
        lastLoginIp: string;
        agentName: string | null;
        agentValidDate: string | null;
      };
      const checks: AccountCheckRow[] = [
        { id: 1, item: '账号状态', detail: account.status === 1 ? '正常' : '已停用', result: account.status === 1 ? 'pass' : 'fail' },
        termCheck(2, '账号有效期', account.validDate),
      ];
      if (account.agentValidDate) checks.push(termCheck(3, `所属代理商（${account.agentName}）有效期`, account.agentValidDate));
      checks.push({
        id: 4,
        item: '上次登录',
        detail: account.lastLoginAt ? `${account.lastLoginAt}，来自 ${account.lastLoginIp || '未知地址'}` : '首次登录',
        result: 'pass',
      });
      return checks;
    },
  }),
];
