import { WARNING_REASON, warningApi } from '@console/remote-inventory/contract';
import { define, type Endpoints } from '../../http/endpoint';
import { allOf, pageOf } from '../../http/page';
import { integer, oneOf, paging, text, type Params } from '../../http/params';
import { sendSheet } from '../../http/sheet';
import { Where } from '../../http/where';

/** Warning numbers (spec section 7): the list and its CSV download. */
export const warningEndpoints: Endpoints = [
  define({
    call: warningApi.warNingPhone,
    handler: ({ db, params }) => pageOf(db, warningQuery(params), paging(params)),
  }),
  define({
    call: warningApi.downloadWarningPhone,
    handler: ({ db, params, reply }) => sendSheet(reply, '预警号码', warningApi.downloadWarningPhone.columns, allOf(db, warningQuery(params)) as Record<string, unknown>[]),
  }),
];

function warningQuery(params: Params) {
  const where = new Where()
    .like('w.phone_number', text(params, 'phoneNumber', '号码', 20))
    .eq('w.reason', oneOf(params, 'reason', '预警原因', WARNING_REASON))
    .eq('w.company_id', integer(params, 'companyId', '企业编号'));
  return {
    select: `w.id, w.phone_number AS phoneNumber, COALESCE(c.name, '') AS companyName, COALESCE(a.name, '') AS agentName,
      w.reason, w.valid_date AS validDate, w.created_at AS createdAt`,
    from: 'warning_phones w LEFT JOIN companies c ON c.id = w.company_id LEFT JOIN agents a ON a.id = w.agent_id',
    where,
    order: 'w.created_at DESC, w.id DESC',
  };
}
