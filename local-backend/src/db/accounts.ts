/** A soft-deleted account: its row and links stay, it cannot log in, /deleteRecords restores it. */
export const DELETED = 2;

/**
 * The one rule for which accounts are live: every page, count and picker that lists accounts
 * (`users` under `alias`) uses it, so that a deleted account appears on none (only /deleteRecords).
 */
export const liveAccount = (alias = 'u'): string => `${alias}.status <> ${DELETED}`;
