import { vi } from 'vitest';
import type { Access, CallSpec } from '../contract';

/** For the kit's tests: a contract entry as the kit sees it, the function that calls with its declaration. */
export const entry = (path: string, access: Access, answer: () => unknown = () => null) => {
  const call = vi.fn(async (_params?: unknown): Promise<never> => ({ code: 200, message: '', data: answer() }) as never);
  const spec: CallSpec = { method: 'POST', path, encoding: 'form', access };
  return Object.assign(call, spec) as unknown as typeof call & CallSpec & ((params: never) => Promise<never>);
};
