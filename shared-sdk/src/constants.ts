/** Business constants of spec section 9, declared once. Times in milliseconds unless named otherwise. */
export const REQUEST_TIMEOUT_MS = 500_000;
export const PAGE_CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TAB_LIMIT = 88;
export const TOP_UP_POLL_MS = 8_000;
export const DEVICE_POLL_MS = 5_000;
export const REMINDER_TICK_MS = 1_000;
export const REMINDER_NOTICE_HIDE_MS = 3_000;
export const ALARM_TONE = { frequencyHz: 880, gain: 0.3, durationMs: 500 } as const;
export const SIDEBAR_COLLAPSE_BELOW_PX = 1500;
export const CHANGE_PASSWORD_DIALOG_WIDTH = '30%';
export const REMINDER_DEFAULT_TYPE = 'work';
export const SIP_AUDIO_CODECS = ['PCMU', 'OPUS'] as const;

/**
 * The largest request body the API takes (an import's spreadsheet), in bytes: one fact for the
 * backend, the Node origin's /api proxy, nginx's client_max_body_size and the refusal's text.
 */
export const API_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

/** Date-time format of reminders and of every time column. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Page sizes are not in the spec; these are the page kit's choices. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Wire contract the spec leaves open (decided by this project, documented in local-backend/CONTRACT.md). */
export const HEADER_TOKEN_EXPIRING = 'x-token-expiring';
export const HEADER_SIP_ACCOUNT = 'x-sip-account';

/**
 * Login lock: `maxFailures` failed logins for one account from one client address within
 * `minutes` lock that pair for `minutes` (other addresses are not affected).
 */
export const LOGIN_LOCK = { maxFailures: 5, minutes: 15 } as const;

/**
 * The DOM event the kit's list fires (bubbling, from its card) when its first answer's rows are on
 * screen: the shell times a page from the click or navigation to it (release health, issue 59).
 */
export const ROWS_SHOWN_EVENT = 'console:rows-shown';
