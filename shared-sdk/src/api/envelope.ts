/** Every response body of the platform (spec section 7): code 200 is success. */
export interface Envelope<T = unknown, C = unknown> {
  code: number;
  message: string;
  data: T;
  /** A second payload some calls use (reminder lists, top-up counts). */
  customData?: C;
}

/** `refused`: never sent, the logged-in role may not make the call (the contract's roles). */
export type ApiErrorKind = 'business' | 'unauthorized' | 'server' | 'http' | 'network' | 'refused';

/** What a failed call rejects with. `shown` tells the caller the user already saw a message. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly code?: number,
    readonly shown = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Whether a caller should still tell the user why a call failed: not when the client already showed
 * the server's message, not for HTTP 500, which spec section 8 has "only logged" (the call still
 * rejects, so that a form keeps its input and a spinner stops, but nothing is said), and not for
 * HTTP 401, which the client answered as spec section 8 says (storage cleared, off to /login), and
 * not for a call the role may not make (never sent: the page should not have offered it).
 */
export function callerShouldTell(cause: unknown): boolean {
  // By shape, not `instanceof`: the page kit is bundled into each remote with its own copy of this
  // module, while the errors come from the shell's client.
  const error = cause as Partial<ApiError> | null;
  const isApiError = typeof error === 'object' && error !== null && error.name === 'ApiError';
  return !(isApiError && (error.shown || error.kind === 'server' || error.kind === 'unauthorized' || error.kind === 'refused'));
}

/** Rows of a list endpoint (a contract decision: local-backend/CONTRACT.md). */
export interface Page<Row> {
  list: Row[];
  total: number;
  /** Paging at scale (CONTRACT.md): the total is an estimate (约 N 条); cursors of the next and previous page (asked by `seek: 1`). */
  estimated?: boolean;
  next?: string;
  prev?: string;
}

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}
