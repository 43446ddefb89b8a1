/** Test helper (not exported by the SDK): the fake network the api client's tests answer requests with. */
import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from './client';

export type Reply = { status?: number; data?: unknown; headers?: Record<string, string> };

/** A fake network: each request is answered by `answer`, and every request is recorded. */
export function network(answer: (config: InternalAxiosRequestConfig) => Reply | Promise<Reply>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    const reply = await answer(config);
    const response = {
      data: reply.data,
      status: reply.status ?? 200,
      statusText: '',
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${response.status}`, 'ERR_BAD_RESPONSE', config, null, response);
  };
  http.defaults.adapter = adapter;
  return requests;
}
