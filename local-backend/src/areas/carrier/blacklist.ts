import { BLACKLIST_MAX_NUMBERS, BLACKLIST_TEXTS, blacklist, blackListApi } from '@console/remote-carrier/contract';
import { MOBILE } from '@console/sdk/contract';
import type { Db } from '../../db/database';
import { now } from '../../db/time';
import type { CurrentUser } from '../../http/auth';
import { define, type Endpoints } from '../../http/endpoint';
import { forbidden, invalid } from '../../http/envelope';
import { pageOf } from '../../http/page';
import { paging, requiredInteger, requiredMobile, type Params } from '../../http/params';
import { inputOf, resourceList } from '../../http/resource';
import { restrictTo } from '../../http/scope';
import { Where } from '../../http/where';
import { fromTable, leftJoinOne } from '../../http/from';

const OWNERSHIP = { agent: 'b.agent_id', company: 'b.company_id', user: 'b.user_id' };

const LIST = resourceList(blacklist, {
  phoneNumber: 'b.phone_number',
  means: 'b.means',
  agentId: 'b.agent_id',
  companyId: 'b.company_id',
  userId: 'b.user_id',
  createdAt: 'b.created_at',
});

function listQuery(db: Db, user: CurrentUser, params: Params) {
  const where = LIST.where(params);
  restrictTo(db, where, user, OWNERSHIP);
  return {
    select: `b.id, b.phone_number AS phoneNumber, b.means, b.reason, COALESCE(c.name, '') AS companyName,
      COALESCE(a.name, '') AS agentName, COALESCE(u.real_name, '') AS userName, b.created_at AS createdAt`,
    from: fromTable(
      'blacklist',
      'b',
      leftJoinOne('companies', 'c', 'b.company_id'),
      leftJoinOne('agents', 'a', 'b.agent_id'),
      leftJoinOne('users', 'u', 'b.user_id'),
    ),
    where,
    order: LIST.order(params, 'b.created_at DESC, b.id DESC'),
  };
}

/** Blacklist (spec section 7). */
export const blacklistEndpoints: Endpoints = [
  define({
    call: blackListApi.list,
    handler: ({ db, params, user }) => pageOf(db, listQuery(db, user, params), paging(params)),
  }),
  define({
    call: blackListApi.delete,
    handler: ({ db, params, user }) => {
      const where = new Where().eq('b.id', requiredInteger(params, 'id', '黑名单编号'));
      restrictTo(db, where, user, OWNERSHIP);
      const found = db.prepare(`SELECT b.id FROM blacklist b ${where}`).get(...where.values);
      if (!found) throw forbidden();
      db.prepare('DELETE FROM blacklist WHERE id = ?').run((found as { id: number }).id);
      return null;
    },
  }),
  define({
    call: blackListApi.bulkAdd,
    handler: ({ db, params, user }) => {
      const { phoneNumbers, means = '手动添加', reason = '' } = inputOf(blacklist, params);
      const phones = [...new Set(phoneNumbers.split(/[\s,，;；、]+/).filter(Boolean))];
      if (phones.length > BLACKLIST_MAX_NUMBERS) throw invalid(BLACKLIST_TEXTS.tooMany);
      // The valid numbers are kept; the invalid ones are named in the answer, not a reason to refuse the rest.
      const wrong = phones.filter((phone) => !MOBILE.regex.test(phone));
      const valid = phones.filter((phone) => MOBILE.regex.test(phone));
      if (valid.length === 0) throw invalid(BLACKLIST_TEXTS.noValid(wrong.length));
      const exists = db.prepare('SELECT 1 FROM blacklist WHERE phone_number = ? AND agent_id IS ? AND company_id IS ?').pluck();
      const insert = db.prepare('INSERT INTO blacklist (phone_number, means, reason, agent_id, company_id, user_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
      const at = now();
      return db.transaction(() => {
        let added = 0;
        for (const phone of valid) {
          if (exists.get(phone, user.agentId, user.companyId)) continue;
          insert.run(phone, means, reason, user.agentId, user.companyId, user.id, at);
          added++;
        }
        return { added, invalid: wrong, duplicate: valid.length - added };
      })();
    },
  }),
  define({
    call: blackListApi.riskTel,
    handler: ({ db, params }) => {
      const phone = requiredMobile(params, 'phoneNumber', '号码');
      const blacklisted = db.prepare('SELECT COUNT(*) FROM blacklist WHERE phone_number = ?').pluck().get(phone) as number;
      const risky = db.prepare('SELECT COUNT(*) FROM risk_list WHERE callee = ?').pluck().get(phone) as number;
      return { phoneNumber: phone, blacklisted: blacklisted > 0, riskCount: risky };
    },
  }),
];
