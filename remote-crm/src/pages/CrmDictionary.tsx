import { type RoutePageProps } from '@console/sdk';
import { dateTimeColumn, listFetch, ResourcePage, textColumn, type FormField } from '@console/sdk/kit';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { crmDictionaryApi, DICTIONARY_LABELS, TAG_COLORS, type DictionaryKind, type DictionaryRow } from '../contract';
import { forgetFormOptions } from '../shared/formOptions';

/** The request of one list: the search form's values plus its kind. */
export const dictionaryFetch = (kind: DictionaryKind) => listFetch<DictionaryRow>(crmDictionaryApi.list, { kind });

export function dictionaryFields(kind: DictionaryKind): FormField[] {
  const label = DICTIONARY_LABELS[kind];
  return [
    { name: 'name', label: `${label}名称`, required: true, maxLength: 20, rules: [{ pattern: /^[^,，]*$/, message: `${label}名称不能包含逗号` }] },
    { name: 'color', label: '颜色', kind: 'select', options: TAG_COLORS.options },
    { name: 'sort', label: '排序', kind: 'number', min: 0, max: 9999, extra: '数字越小越靠前' },
    { name: 'remark', label: '备注', kind: 'textarea', maxLength: 100 },
  ];
}

/** One of a company's lists (sources, tags, progress stages): add, rename, reorder, delete. */
export function DictionaryList({ kind }: { kind: DictionaryKind }) {
  const label = DICTIONARY_LABELS[kind];
  const params = useMemo(() => ({ kind }), [kind]);
  return (
    <ResourcePage<DictionaryRow>
      noun={label}
      rowKey="id"
      list={crmDictionaryApi.list}
      params={params}
      onChanged={forgetFormOptions}
      filters={[{ kind: 'text', name: 'name', label: `${label}名称` }]}
      columns={({ user }) => [
        { title: `${label}名称`, dataIndex: 'name', key: 'name', render: (name: string, row: DictionaryRow) => <Tag color={row.color}>{name}</Tag> },
        textColumn('排序', 'sort'),
        textColumn('使用客户数', 'customerCount'),
        textColumn('备注', 'remark'),
        ...(user.insideCompany ? [] : [textColumn<DictionaryRow>('所属企业', 'companyName')]),
        dateTimeColumn('创建时间', 'createdAt'),
      ]}
      form={{
        fields: dictionaryFields(kind),
        add: { call: crmDictionaryApi.save, initialValues: { color: 'blue', sort: 100 } },
        edit: { call: crmDictionaryApi.save, toValues: ({ name, color, sort, remark }) => ({ name, color, sort, remark }) },
      }}
      remove={{
        call: crmDictionaryApi.delete,
        confirm: (row) => (kind === 'tag' ? `确定删除标签「${row.name}」吗?使用该标签的客户将去掉此标签` : `确定删除${label}「${row.name}」吗?`),
      }}
    />
  );
}

/** Customer sources (/CRMsource) and tags (/tag): one page, `kind` from the manifest. */
export default function CrmDictionary({ params }: RoutePageProps) {
  return <DictionaryList kind={(params.kind as DictionaryKind | undefined) ?? 'source'} />;
}
