import { FAILURE_TEXTS } from '@console/sdk/messages';

/** The platform's response body: code 200 is success (spec section 7). */
export interface Envelope {
  code: number;
  message: string;
  data: unknown;
  customData?: unknown;
}

export const ok = (data: unknown = null, customData?: unknown): Envelope =>
  customData === undefined ? { code: 200, message: '操作成功', data } : { code: 200, message: '操作成功', data, customData };

/** A refusal the user should read: HTTP 200 with the reason in the envelope. */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new Refusal(400, message);
export const forbidden = () => new Refusal(403, '无权限访问该数据');
export const notFound = (what: string) => new Refusal(404, `${what}不存在`);
/** An edit made from an old version of the record (optimistic concurrency): refused, never overwriting. */
export const conflict = () => new Refusal(409, FAILURE_TEXTS.recordChanged);
