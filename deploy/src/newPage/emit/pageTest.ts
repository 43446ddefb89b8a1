import { isFiltered } from '../fields';
import { columnKeys, derived, list, q, type PageRequest } from '../request';

/** `<remote>/src/pages/<Name>.test.ts`: the search form as the request, and the columns the resource declares (labels read from it). */
export function emitPageTest(r: PageRequest): string {
  const { name, family, members, fields } = r;
  const { api, paths } = derived(r);
  const textFilter = fields.find((field) => ['text', 'code'].includes(field.kind) && isFiltered(field));
  const enumFilter = fields.find((field) => field.kind === 'enum' && isFiltered(field) && field.filter !== 'multi');
  const formValues = [...(textFilter ? [[textFilter.key, ' 样例 ']] : []), ...(enumFilter ? [[enumFilter.key, enumFilter.values![0]]] : [])];
  const sent = [...(textFilter ? [[textFilter.key, '样例']] : []), ...(enumFilter ? [[enumFilter.key, enumFilter.values![0]]] : [])];
  const objectText = (entries: (string | number)[][]) =>
    entries.map(([key, value]) => `${key}: ${typeof value === 'number' ? value : q(String(value))}`).join(', ');
  const variantParam = family ? { [family.param]: members[0].key } : {};
  return `import { listFetch, resourceFilters, toQueryParams } from '@console/sdk/kit';
import { describe, expect, it, vi } from 'vitest';
import { ${api}, ${name} } from '../contract';

describe('${family ? `${family.name} ${family.kind} pages` : paths[0]}', () => {
  it('sends the search form as the list call’s parameters and answers its rows', async () => {
    const answer = { code: 200, message: '操作成功', data: { list: [{ id: 1 }], total: 1 } };
    const list = Object.assign(vi.fn(async () => answer), { ...${api}.list });
    const params = toQueryParams(resourceFilters(${name}), { ${objectText(formValues)} });
    expect(await listFetch(list${family ? `, { ${family.param}: '${members[0].key}' }` : ''})({ ...params, pageIndex: 2, pageSize: 10 })).toEqual(answer.data);
    expect(list).toHaveBeenCalledWith({ ${objectText([...sent, ['pageIndex', 2], ['pageSize', 10], ...Object.entries(variantParam)])} });
  });

  it('draws the columns the resource declares, in its order, titled by their labels', () => {
    const keys = ${list(columnKeys(r))} as const;
    expect(${name}.columns.map((column) => [column.key, column.title])).toEqual(keys.map((key) => [key, ${name}.fields[key].label]));
  });
});
`;
}
