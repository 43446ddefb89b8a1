import { type RoutePageProps } from '@console/sdk';
import { createResourcePage, listFetch } from '@console/sdk/kit';
import { Tag } from 'antd';
import { crmDictionaryApi, DICTIONARY, DICTIONARY_KINDS, DICTIONARY_LABELS, type DictionaryKind, type DictionaryRow } from '../contract';
import { columnsFor } from '../shared/companyColumn';
import { forgetFormOptions } from '../shared/formOptions';

/** The request of one list: the search form's values plus its kind. */
export const dictionaryFetch = (kind: DictionaryKind) => listFetch<DictionaryRow>(crmDictionaryApi.list, { kind });

/** One of a company's lists (sources, tags, progress stages): add, rename, reorder, delete. */
const dictionaryPage = (kind: DictionaryKind) => {
  const label = DICTIONARY_LABELS[kind];
  return createResourcePage({
    resource: DICTIONARY[kind],
    noun: label,
    list: crmDictionaryApi.list,
    params: { kind },
    onChanged: forgetFormOptions,
    filters: ['name', 'createdAt'],
    columns: ({ user }) => columnsFor(DICTIONARY[kind], user),
    columnOverrides: { name: { render: (name: string, row) => <Tag color={row.color}>{name}</Tag> } },
    form: {
      add: { call: crmDictionaryApi.save, initialValues: { color: 'blue', sort: 100 } },
      edit: { call: crmDictionaryApi.save },
    },
    remove: {
      call: crmDictionaryApi.delete,
      confirm: (row) => (kind === 'tag' ? `确定删除标签「${row.name}」吗?使用该标签的客户将去掉此标签` : `确定删除${label}「${row.name}」吗?`),
    },
  });
};
const PAGES = Object.fromEntries(DICTIONARY_KINDS.map((kind) => [kind, dictionaryPage(kind)])) as Record<DictionaryKind, ReturnType<typeof dictionaryPage>>;

/** Customer sources (/CRMsource) and tags (/tag): `kind` from the manifest; /followProgress opens the stages in a panel. */
export default function CrmDictionary({ params }: Pick<RoutePageProps, 'params'>) {
  const Page = PAGES[(params.kind as DictionaryKind | undefined) ?? 'source'];
  return <Page />;
}
