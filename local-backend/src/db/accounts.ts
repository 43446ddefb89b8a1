/** A soft-deleted account: its row and links stay, it cannot log in, /deleteRecords restores it. */
export const DELETED = 2;

/**
 * The one rule for which accounts are live: every page, count and picker that lists accounts
 * (`users` under `alias`) uses it, so that a deleted account appears on none (only /deleteRecords).
 */
export const liveAccount = (alias = 'u'): string => `${alias}.status <> ${DELETED}`;

/**
 * A company's seats in use (`companyId` an SQL expression): a seat is a phone line, the SIP account
 * (/sipNumber) of one of its live accounts. Logins that do not dial (administrators, CRM users) hold
 * none; deleting the account frees its seat. The one count for the checks and the company list.
 */
export const seatsUsed = (companyId: string): string =>
  `(SELECT COUNT(*) FROM sip_accounts seat JOIN users holder ON holder.id = seat.user_id WHERE holder.company_id = ${companyId} AND ${liveAccount('holder')})`;
