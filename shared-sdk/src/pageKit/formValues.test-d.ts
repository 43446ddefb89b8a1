/**
 * Type-level (the typo experiment of issue 58): a resource page's `add.initialValues` and
 * `edit.toValues` are typed by the form's keys, the resource's form fields and the names of the
 * page's own fields, so a misspelt key fails typecheck (`pnpm --filter @console/sdk typecheck`
 * covers this file; an unused `@ts-expect-error` fails it too).
 */
import { call, defineResource, type RowOf } from '../contract';
import { createResourcePage } from './ResourcePage';

const things = defineResource({
  name: { label: '名称', kind: 'text', required: true, form: true },
  level: { label: '级别', kind: 'number', form: 'add' },
  enabled: { label: '状态', kind: 'text' },
  createdAt: { label: '创建时间', kind: 'dateTime' },
});
type Thing = RowOf<typeof things> & { id: number };
const api = {
  list: call.list('/api/test/things', ['admin'], things),
  save: call.save('/api/test/things/save', ['admin'], things),
};

export const typed = createResourcePage<Thing, undefined, typeof things>({
  resource: things,
  noun: '东西',
  list: api.list,
  form: {
    add: { call: api.save, initialValues: { name: '甲', level: 1 } },
    edit: { call: api.save, toValues: (row) => ({ name: row.name }) },
  },
});

export const misspeltInitial = createResourcePage<Thing, undefined, typeof things>({
  resource: things,
  noun: '东西',
  list: api.list,
  // @ts-expect-error: the form has level, not levle
  form: { add: { call: api.save, initialValues: { levle: 1 } } },
});

export const notInForm = createResourcePage<Thing, undefined, typeof things>({
  resource: things,
  noun: '东西',
  list: api.list,
  // @ts-expect-error: createdAt is no form field
  form: { edit: { call: api.save, toValues: (row) => ({ createdAt: row.createdAt }) } },
});

/** A field of the page's own (a switch the resource draws as a tag) is a key of the form too. */
export const ownField = createResourcePage({
  resource: things,
  noun: '东西',
  list: api.list,
  form: {
    fields: ['name', { name: 'enabled', label: '启用', kind: 'switch' }],
    add: { call: api.save, initialValues: { name: '乙', enabled: true } },
  },
});

export const ownFieldMisspelt = createResourcePage({
  resource: things,
  noun: '东西',
  list: api.list,
  form: {
    fields: ['name', { name: 'enabled', label: '启用', kind: 'switch' }],
    // @ts-expect-error: the page's own field is enabled, not enable
    add: { call: api.save, initialValues: { name: '乙', enable: true } },
  },
});
