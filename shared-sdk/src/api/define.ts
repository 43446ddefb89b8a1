import type { AxiosRequestConfig } from 'axios';
import { del, download, get, post, postJson } from './client';

/**
 * Builders for typed endpoint functions: `T` is the envelope's data, `P` the parameters, `C` the
 * envelope's customData. Where the spec does not show a shape, `P` and `T` stay loose.
 */
type Loose = Record<string, unknown>;

export const endpoint = {
  get:
    <T = unknown, P extends object = Loose, C = unknown>(url: string) =>
    (params?: P, config?: AxiosRequestConfig) =>
      get<T, C>(url, params as Loose, config),
  post:
    <T = unknown, P extends object = Loose, C = unknown>(url: string) =>
    (data?: P, config?: AxiosRequestConfig) =>
      post<T, C>(url, data as Loose, config),
  postJson:
    <T = unknown, P = unknown, C = unknown>(url: string) =>
    (data?: P, config?: AxiosRequestConfig) =>
      postJson<T, C>(url, data, config),
  delete:
    <T = unknown, P extends object = Loose, C = unknown>(url: string) =>
    (params?: P, config?: AxiosRequestConfig) =>
      del<T, C>(url, params as Loose, config),
  /** A file response (spec: "file response"), saved under the server's file name. */
  file:
    <P extends object = Loose>(url: string, method: 'get' | 'post' = 'post') =>
    (params?: P) =>
      download(url, { method, params: params as Loose }),
};
