/**
 * The platform's one api client (spec sections 7 and 8): one axios instance wired with the rules
 * of rules.ts. The shell tells it how to show a message and how to reach /login; remotes only call
 * the typed endpoint functions.
 */
import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { SHELL_TEXTS } from '../messages';
import { clearAllStorage, getStoredRole, getStoredToken, storeRenewedToken } from '../session/session';
import { saveBlob } from './download';
import { apiOrigin } from './origin';
import { ApiError, type Envelope } from './envelope';
import {
  checkEnvelope,
  classifyHttpFailure,
  fileNameFromDisposition,
  httpFailureMessage,
  isFileResponse,
  platformHeaders,
  rejectsSuccessStatus,
  signalsSipAccount,
  tokenExpiringSoon,
} from './rules';
import { RENEWAL_PATH } from './renewalPath';
import { singleFlight } from './singleFlight';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows its own message for code != 200 (ant-design-pro's skipErrorHandler). */
    silent?: boolean;
    /** The renewal call itself never asks for renewal. */
    skipTokenRenewal?: boolean;
  }
}

export interface ClientHooks {
  showError: (message: string) => void;
  goToLogin: () => void;
  onSipAccount: () => void;
  log: (...args: unknown[]) => void;
}

const hooks: ClientHooks = {
  showError: (message) => console.warn(message),
  goToLogin: () => window.location.assign('/login'),
  onSipAccount: () => {},
  log: (...args) => console.error(...args),
};

/** The shell installs its message API, router navigation and SIP start-up here, once. */
export function configureClient(next: Partial<ClientHooks>): void {
  Object.assign(hooks, next);
}

export const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // Repeated keys (`ids=1&ids=2`) rather than `ids[]=1`: what form parsers expect.
  formSerializer: { indexes: null },
});
http.defaults.headers.post['Content-Type'] = 'application/x-www-form-urlencoded';
http.defaults.baseURL = apiOrigin();

export { apiOrigin } from './origin';

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = getStoredToken();
  for (const [name, value] of Object.entries(platformHeaders(token, getStoredRole()))) {
    if (value) config.headers.set(name, value);
  }
  return config;
});

/**
 * POST /api/login/refreshToken2 (spec section 7): `data` is the renewed token. Its contract entry
 * is `renewalCall` (platformCalls.ts), at the same path (renewalPath.ts). It never asks for
 * renewal itself, and shows no message (spec section 8: token refresh failures are silently logged).
 */
export function refreshToken2(data?: Params, config?: AxiosRequestConfig) {
  return post<string>(RENEWAL_PATH, data, { skipTokenRenewal: true, silent: true, ...config });
}

const renewToken = singleFlight(async () => {
  const renewing = getStoredToken();
  try {
    const renewed = (await refreshToken2()).data;
    // A logout (or another login) while the call was in flight: the answer belongs to a session that is gone.
    if (getStoredToken() === renewing) storeRenewedToken(renewed);
  } catch (error) {
    hooks.log('令牌续期失败', error); // spec section 8: silently logged
  }
});

/** Renew only if the token that was told "expiring" is still the stored one: a late response
 * from before a renewal must not start a second one. */
function maybeRenew(response: AxiosResponse): void {
  if (response.config.skipTokenRenewal || !tokenExpiringSoon(response.headers)) return;
  const sentWith = String(response.config.headers?.Authorization ?? '');
  if (sentWith && sentWith !== getStoredToken()) return;
  void renewToken();
}

async function blobAsEnvelope(blob: Blob): Promise<Envelope> {
  try {
    return JSON.parse(await blob.text()) as Envelope;
  } catch {
    return { code: -1, message: '文件下载失败', data: null };
  }
}

async function onResponse(response: AxiosResponse): Promise<AxiosResponse> {
  if (rejectsSuccessStatus(response.status)) {
    hooks.log(`意外的响应状态 ${response.status}`, response.config.url);
    throw new ApiError('http', `HTTP ${response.status}`, response.status);
  }
  maybeRenew(response);
  if (signalsSipAccount(response.headers)) hooks.onSipAccount();
  if (isFileResponse(response.headers)) {
    const name = fileNameFromDisposition(String(response.headers['content-disposition'] ?? ''));
    saveBlob(response.data instanceof Blob ? response.data : new Blob([response.data]), name);
    return response;
  }
  const body = response.data instanceof Blob ? await blobAsEnvelope(response.data) : response.data;
  checkEnvelope(body as Envelope, hooks.showError, response.config.silent);
  response.data = body;
  return response;
}

function onFailure(error: unknown): Promise<never> {
  if (error instanceof ApiError) return Promise.reject(error);
  const status = error instanceof AxiosError ? error.response?.status : undefined;
  switch (classifyHttpFailure(status)) {
    case 'unauthorized':
      clearAllStorage();
      hooks.goToLogin();
      return Promise.reject(new ApiError('unauthorized', '登录已失效，请重新登录', 401));
    case 'server':
      // Spec section 8, "HTTP 500: only logged": no message, no redirect, storage kept. The call still
      // rejects (settling with no envelope would break callers, not settling would hang them), as an
      // error callers are told not to show (callerShouldTell).
      hooks.log('服务器错误 500', error);
      return Promise.reject(new ApiError('server', SHELL_TEXTS.serverError, 500));
    default:
      hooks.log('请求失败', error);
      return Promise.reject(new ApiError(status ? 'http' : 'network', httpFailureMessage(status), status));
  }
}

http.interceptors.response.use(onResponse, onFailure);

type Params = Record<string, unknown> | undefined;

/** GET with query parameters. */
export async function get<T, C = unknown>(url: string, params?: Params, config?: AxiosRequestConfig) {
  return (await http.get<Envelope<T, C>>(url, { ...config, params })).data;
}

/** POST, form-encoded (the platform default). */
export async function post<T, C = unknown>(url: string, data?: Params, config?: AxiosRequestConfig) {
  return (await http.post<Envelope<T, C>>(url, data ?? {}, config)).data;
}

/** POST with a JSON body, for the calls noted as such. */
export async function postJson<T, C = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) {
  return (
    await http.post<Envelope<T, C>>(url, data ?? {}, {
      ...config,
      headers: { ...config?.headers, 'Content-Type': 'application/json' },
    })
  ).data;
}

/** DELETE with query parameters. */
export async function del<T, C = unknown>(url: string, params?: Params, config?: AxiosRequestConfig) {
  return (await http.delete<Envelope<T, C>>(url, { ...config, params })).data;
}

/** A file response: saved under the name from Content-Disposition. `signal` cancels it (the page kit's 取消). */
export async function download(url: string, options: { method?: 'get' | 'post'; params?: Params; signal?: AbortSignal } = {}): Promise<void> {
  const { method = 'post', params, signal } = options;
  await http.request({
    url,
    method,
    responseType: 'blob',
    signal,
    ...(method === 'get' ? { params } : { data: params ?? {} }),
  });
}
