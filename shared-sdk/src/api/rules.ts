/**
 * The api client's interceptor rules of spec sections 7 and 8, each a small pure function so each
 * can be tested alone. client.ts wires them into one axios instance.
 */
import { HEADER_SIP_ACCOUNT, HEADER_TOKEN_EXPIRING } from '../constants';
import { FAILURE_TEXTS, REQUEST_TEXTS, SHELL_TEXTS } from '../messages';
import { ApiError, type Envelope } from './envelope';

type HeaderBag = Record<string, unknown> | { get?: (name: string) => unknown } | undefined;

function header(headers: HeaderBag, name: string): string {
  if (!headers) return '';
  const value =
    typeof (headers as { get?: unknown }).get === 'function'
      ? (headers as { get: (n: string) => unknown }).get(name)
      : ((headers as Record<string, unknown>)[name] ?? (headers as Record<string, unknown>)[name.toLowerCase()]);
  return value == null ? '' : String(value);
}

/** Every request carries these four headers (spec section 7). */
export function platformHeaders(storedToken: string, storedRole: string): Record<string, string> {
  return {
    XSecurityVersion: 'v2',
    Authorization: storedToken,
    UserRole: storedRole,
    type: 'web',
  };
}

/** A success status other than 200 is rejected (spec section 7). */
export function rejectsSuccessStatus(status: number): boolean {
  return status !== 200;
}

/** A file response (exports) is recognised by an attachment Content-Disposition. */
export function isFileResponse(headers: HeaderBag): boolean {
  return /attachment|filename/i.test(header(headers, 'content-disposition'));
}

/** The download name from Content-Disposition; RFC 5987 `filename*` wins over `filename`. */
export function fileNameFromDisposition(disposition: string, fallback = 'download'): string {
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  if (plain) {
    const name = (plain[2] ?? plain[1]).trim();
    try {
      return decodeURIComponent(name);
    } catch {
      return name;
    }
  }
  return fallback;
}

/**
 * code 200: the envelope passes. Any other code: the server's message is shown (unless the call
 * opted out) and the call rejects (spec section 8).
 */
export function checkEnvelope<T>(envelope: Envelope<T>, showError: (message: string) => void, silent = false): Envelope<T> {
  if (envelope && envelope.code === 200) return envelope;
  const message = envelope?.message || '请求失败';
  if (!silent) showError(message);
  throw new ApiError(envelope?.code === 401 ? 'unauthorized' : 'business', message, envelope?.code, !silent);
}

/** The response header that says the token expires soon (a contract decision: local-backend/CONTRACT.md). */
export function tokenExpiringSoon(headers: HeaderBag): boolean {
  return ['1', 'true'].includes(header(headers, HEADER_TOKEN_EXPIRING).toLowerCase());
}

/** The response header that says this user has a SIP account (a contract decision: local-backend/CONTRACT.md). */
export function signalsSipAccount(headers: HeaderBag): boolean {
  return ['1', 'true'].includes(header(headers, HEADER_SIP_ACCOUNT).toLowerCase());
}

export type HttpFailure = 'unauthorized' | 'server' | 'other';

/** 401 clears storage and goes to /login; 500 is only logged; the rest is logged and rejected. */
export function classifyHttpFailure(status: number | undefined): HttpFailure {
  if (status === 401) return 'unauthorized';
  if (status === 500) return 'server';
  return 'other';
}

/**
 * What a caller tells the user about an "other" failure (spec section 8 passes it on): 502, 503 and
 * 504 come from the /api proxy while the backend is unreachable (restarting, say); no status at
 * all is a network failure.
 */
export function httpFailureMessage(status: number | undefined): string {
  if (!status) return SHELL_TEXTS.networkError;
  if ([502, 503, 504].includes(status)) return FAILURE_TEXTS.serviceUnavailable;
  // Refused for its size by the backend, the Node origin or nginx alike (their envelope says the same).
  if (status === 413) return REQUEST_TEXTS.tooLarge;
  return `请求失败（HTTP ${status}）`;
}
