import { PlusOutlined } from '@ant-design/icons';
import { type RoutePageProps } from '@console/sdk';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, textColumn, type FormField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { crmDictionaryApi, DICTIONARY_LABELS, type DictionaryKind, type DictionaryRow } from '../contract';
import { Button, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { forgetFormOptions } from '../shared/formOptions';
import { currentUser } from '../shared/session';

export const COLORS = [
  { value: 'blue', label: '蓝色' },
  { value: 'green', label: '绿色' },
  { value: 'orange', label: '橙色' },
  { value: 'red', label: '红色' },
  { value: 'purple', label: '紫色' },
  { value: 'cyan', label: '青色' },
  { value: 'gold', label: '金色' },
  { value: 'magenta', label: '洋红' },
  { value: 'default', label: '灰色' },
];

/** The request of one list: the search form's values plus its kind. */
export const dictionaryFetch = (kind: DictionaryKind): ListPageConfig<DictionaryRow>['fetch'] => async (query) =>
  (await crmDictionaryApi.list({ ...query, kind })).data;

export function dictionaryFields(kind: DictionaryKind): FormField[] {
  const label = DICTIONARY_LABELS[kind];
  return [
    { name: 'name', label: `${label}名称`, required: true, maxLength: 20, rules: [{ pattern: /^[^,，]*$/, message: `${label}名称不能包含逗号` }] },
    { name: 'color', label: '颜色', kind: 'select', options: COLORS },
    { name: 'sort', label: '排序', kind: 'number', min: 0, max: 9999, extra: '数字越小越靠前' },
    { name: 'remark', label: '备注', kind: 'textarea', maxLength: 100 },
  ];
}

type Dialog = { kind: 'add' } | { kind: 'edit'; row: DictionaryRow } | null;

/** One of a company's lists (sources, tags, progress stages): add, rename, reorder, delete. */
export function DictionaryList({ kind }: { kind: DictionaryKind }) {
  const user = currentUser();
  const label = DICTIONARY_LABELS[kind];
  const [dialog, setDialog] = useState<Dialog>(null);
  const fetch = useMemo(() => dictionaryFetch(kind), [kind]);
  const fields = useMemo(() => dictionaryFields(kind), [kind]);
  const initialValues = useMemo(
    () => (dialog?.kind === 'edit' ? { name: dialog.row.name, color: dialog.row.color, sort: dialog.row.sort, remark: dialog.row.remark } : { color: 'blue', sort: 100 }),
    [dialog],
  );
  const changed = (reload: () => void) => () => {
    forgetFormOptions();
    reload();
  };

  const toolbar = ({ reload }: ListContext<DictionaryRow>) => (
    <>
      {user.can('configurers') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          新增{label}
        </Button>
      )}
      <FormDialog
        title={`${dialog?.kind === 'edit' ? '编辑' : '新增'}${label}`}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        fields={fields}
        initialValues={initialValues}
        onSubmit={(values) => crmDictionaryApi.save({ ...values, kind, id: dialog?.kind === 'edit' ? dialog.row.id : undefined } as never)}
        onDone={changed(reload)}
      />
    </>
  );

  return (
    <ListPage<DictionaryRow>
      rowKey="id"
      fetch={fetch}
      filters={[{ kind: 'text', name: 'name', label: `${label}名称` }]}
      toolbar={toolbar}
      columns={({ reload }) => [
        { title: `${label}名称`, dataIndex: 'name', key: 'name', render: (name: string, row: DictionaryRow) => <Tag color={row.color}>{name}</Tag> },
        textColumn('排序', 'sort'),
        textColumn('使用客户数', 'customerCount'),
        textColumn('备注', 'remark'),
        ...(user.insideCompany ? [] : [textColumn<DictionaryRow>('所属企业', 'companyName')]),
        dateTimeColumn('创建时间', 'createdAt'),
        ...(user.can('configurers')
          ? [
              {
                title: '操作',
                key: 'actions',
                fixed: 'right' as const,
                render: (_: unknown, row: DictionaryRow) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>
                      编辑
                    </Button>
                    <ConfirmAction
                      description={
                        kind === 'tag' ? `确定删除标签「${row.name}」吗?使用该标签的客户将去掉此标签` : `确定删除${label}「${row.name}」吗?`
                      }
                      successMessage="删除成功"
                      onConfirm={() => crmDictionaryApi.delete({ id: row.id })}
                      onDone={changed(reload)}
                    />
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Customer sources (/CRMsource) and tags (/tag): one page, `kind` from the manifest. */
export default function CrmDictionary({ params }: RoutePageProps) {
  return <DictionaryList kind={(params.kind as DictionaryKind | undefined) ?? 'source'} />;
}
