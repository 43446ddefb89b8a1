import { intentionCustomerApi } from '@console/remote-crm/contract';
import { now } from '../../db/time';
import { define, type Endpoints } from '../../http/endpoint';
import { invalid } from '../../http/envelope';
import { requiredInteger } from '../../http/params';
import { reachable } from '../../http/scope';
import { Where } from '../../http/where';
import { gate } from '../platform/gate';
import { CUSTOMER_FROM, scopeCustomers } from './customers';

/** The refusal when the member has no line to call from. */
export const NO_LINE = '您尚未绑定在用手机，不能拨号';

/**
 * Click-to-call (/customer 拨打): a member calls a customer of its own from its phone in use (/userPhone,
 * else its account's phone). The dialling gate is asked first: refused, the answer is the gate's reason
 * (the refusal logged, so not thrown: a thrown refusal rolls the request back); allowed, the call placed
 * is recorded (/record), 未接通 and 0 s until the phone reports it: the local backend has no phone.
 */
export const dialEndpoints: Endpoints = [
  define({
    call: intentionCustomerApi.dial,
    handler: ({ db, params, user }) => {
      const customerId = requiredInteger(params, 'customerId', '客户编号');
      const [id] = reachable(db, CUSTOMER_FROM, scopeCustomers(db, new Where(), user, 'mine'), [customerId]);
      const customer = db.prepare('SELECT phone, company_id AS companyId FROM customers WHERE id = ?').get(id) as { phone: string; companyId: number };
      const caller = (db
        .prepare(
          "SELECT COALESCE((SELECT phone_number FROM admin_user_phone WHERE user_id = u.id AND status = '在用' ORDER BY id DESC LIMIT 1), NULLIF(u.phone, '')) FROM users u WHERE u.id = ?",
        )
        .pluck()
        .get(user.id) ?? null) as string | null;
      if (!caller) throw invalid(NO_LINE);
      const agentId = db.prepare('SELECT agent_id FROM companies WHERE id = ?').pluck().get(customer.companyId) as number | null;
      const at = now();
      const verdict = gate(db, { source: '点击拨号', companyId: customer.companyId, agentId, userId: user.id, caller, callee: customer.phone, at });
      if (!verdict.allowed) return { code: 400, message: verdict.reason, data: null };
      const placed = db
        .prepare(
          `INSERT INTO call_records (caller, callee, user_id, company_id, agent_id, start_time, duration_seconds, status, risk, recording_url)
           VALUES (?, ?, ?, ?, ?, ?, 0, '未接通', 0, '')`,
        )
        .run(caller, customer.phone, user.id, customer.companyId, agentId, at);
      return { callId: Number(placed.lastInsertRowid), caller, callee: customer.phone };
    },
  }),
];
