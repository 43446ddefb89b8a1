import { call, defineResource } from '@console/sdk/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type AuthedContext, define, type InputOfCall } from './endpoint';
import { integer, oneOf, requiredInteger, requiredText, text, type Params, type ParamsOf } from './params';

/**
 * A handler's parameter reads are typed by its contract entry's input (the typo experiment of issue
 * 58): a name the entry does not declare fails typecheck (`pnpm --filter @console/local-backend
 * typecheck` covers this file), where an undeclared input reads any name as before.
 */
/** A context of these parameters alone (the handlers here read nothing else). */
const contextOf = (params: Params) => ({ params }) as unknown as AuthedContext;

describe('parameter reads typed by the call', () => {
  const typed = call.post<null, { companyId: number; remark?: string }>('/api/test/typed', ['admin']);
  const loose = call.post('/api/test/loose', ['admin']);
  const things = defineResource({
    name: { label: '名称', kind: 'text', required: true, form: true },
    level: { label: '级别', kind: 'number', form: 'add' },
    createdAt: { label: '创建时间', kind: 'dateTime' },
  });
  const save = call.save('/api/test/save', ['admin'], things);

  it('types params by the entry: declared names read, a misspelt one fails typecheck', () => {
    expectTypeOf<InputOfCall<typeof typed>>().toEqualTypeOf<{ companyId: number; remark?: string }>();
    const endpoint = define({
      call: typed,
      handler: ({ params }) => {
        expectTypeOf(params).toEqualTypeOf<ParamsOf<{ companyId: number; remark?: string }>>();
        const companyId = requiredInteger(params, 'companyId', '企业');
        // It runs and refuses (no companyld is sent); the point is that it does not compile.
        // @ts-expect-error: the entry's input has companyId, not companyld
        expect(() => requiredInteger(params, 'companyld', '企业')).toThrow('缺少企业');
        // @ts-expect-error: nor remarks
        text(params, 'remarks', '备注');
        return { companyId, remark: text(params, 'remark', '备注') ?? null };
      },
    });
    expect(endpoint.handler(contextOf({ companyId: '7', remark: ' 好 ' }))).toEqual({ companyId: 7, remark: '好' });
  });

  it("types a resource's save by its form fields (and id)", () => {
    define({
      call: save,
      handler: ({ params }) => {
        requiredText(params, 'name', '名称');
        integer(params, 'level', '级别');
        integer(params, 'id', '编号');
        // @ts-expect-error: createdAt is no form field
        text(params, 'createdAt', '创建时间');
        return null;
      },
    });
    expect(save.resource?.as).toBe('save');
  });

  it('reads any name where the entry declares no input', () => {
    const endpoint = define({
      call: loose,
      handler: ({ params }) => oneOf(params, 'anything', '任意', ['a', 'b'] as const) ?? null,
    });
    expect(endpoint.handler(contextOf({ anything: 'b' }))).toBe('b');
  });
});
