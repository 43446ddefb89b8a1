import { labelled } from '@console/sdk/kit';
import { PlusOutlined } from '@ant-design/icons';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, textColumn, type FilterField, type FormField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { customFieldApi, FIELD_KIND_LABELS, FIELD_KINDS, type CustomFieldRow } from '../contract';
import { Button, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { forgetFormOptions } from '../shared/formOptions';
import { currentUser } from '../shared/session';

export const FIELD_FILTERS: FilterField[] = [
  { kind: 'text', name: 'label', label: '字段名称' },
  { kind: 'select', name: 'kind', label: '字段类型', options: labelled(FIELD_KIND_LABELS) },
  { kind: 'select', name: 'builtin', label: '字段来源', options: [{ value: 1, label: '内置字段' }, { value: 0, label: '自定义字段' }] },
];

export const fieldFetch: ListPageConfig<CustomFieldRow>['fetch'] = async (query) => (await customFieldApi.list(query)).data;

const yesNo = (value: number, yes: string, no: string) => (value ? <Tag color="green">{yes}</Tag> : <Tag>{no}</Tag>);

/** The dialog's fields: a built-in field keeps its type; only custom fields choose one. */
export function fieldFormFields(builtin: boolean): FormField[] {
  const common: FormField[] = [
    { name: 'label', label: '字段名称', required: true, maxLength: 20 },
    { name: 'visible', label: '在列表中显示', kind: 'switch' },
    { name: 'sort', label: '排序', kind: 'number', min: 0, max: 9999, extra: '数字越小越靠前' },
  ];
  if (builtin) return common;
  return [
    ...common.slice(0, 1),
    { name: 'kind', label: '字段类型', kind: 'select', required: true, options: labelled(FIELD_KIND_LABELS) },
    { name: 'options', label: '下拉选项', placeholder: '类型为下拉选项时填写，用逗号分隔，如：A类,B类,C类', maxLength: 300 },
    { name: 'required', label: '必填', kind: 'switch' },
    ...common.slice(1),
  ];
}

type Dialog = { kind: 'add' } | { kind: 'edit'; row: CustomFieldRow } | null;

/** Customer field configuration (/customTag): what getColumn answers and the customer form asks. */
export default function CustomFields() {
  const user = currentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const builtin = dialog?.kind === 'edit' && dialog.row.builtin === 1;
  const fields = useMemo(() => fieldFormFields(builtin), [builtin]);
  const initialValues = useMemo(
    () =>
      dialog?.kind === 'edit'
        ? { label: dialog.row.label, kind: dialog.row.kind, options: dialog.row.options, required: dialog.row.required === 1, visible: dialog.row.visible === 1, sort: dialog.row.sort }
        : { kind: FIELD_KINDS[0], visible: true, required: false, sort: 100 },
    [dialog],
  );

  const toolbar = ({ reload }: ListContext<CustomFieldRow>) => (
    <>
      {user.can('configurers') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          新增字段
        </Button>
      )}
      <FormDialog
        title={dialog?.kind === 'edit' ? '编辑字段' : '新增字段'}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        fields={fields}
        initialValues={initialValues}
        onSubmit={(values) => customFieldApi.save({ ...values, id: dialog?.kind === 'edit' ? dialog.row.id : undefined } as never)}
        onDone={() => {
          forgetFormOptions();
          reload();
        }}
      />
    </>
  );

  return (
    <ListPage<CustomFieldRow>
      rowKey="id"
      fetch={fieldFetch}
      filters={FIELD_FILTERS}
      toolbar={toolbar}
      columns={({ reload }) => [
        textColumn('字段名称', 'label'),
        { title: '字段类型', dataIndex: 'kind', render: (kind: CustomFieldRow['kind']) => FIELD_KIND_LABELS[kind] ?? kind },
        textColumn('下拉选项', 'options'),
        { title: '必填', dataIndex: 'required', render: (value: number) => yesNo(value, '必填', '选填') },
        { title: '列表显示', dataIndex: 'visible', render: (value: number) => yesNo(value, '显示', '隐藏') },
        textColumn('排序', 'sort'),
        { title: '字段来源', dataIndex: 'builtin', render: (value: number) => (value ? <Tag color="blue">内置</Tag> : <Tag color="purple">自定义</Tag>) },
        ...(user.insideCompany ? [] : [textColumn<CustomFieldRow>('所属企业', 'companyName')]),
        dateTimeColumn('创建时间', 'createdAt'),
        ...(user.can('configurers')
          ? [
              {
                title: '操作',
                key: 'actions',
                fixed: 'right' as const,
                render: (_: unknown, row: CustomFieldRow) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>
                      编辑
                    </Button>
                    {row.builtin === 0 && (
                      <ConfirmAction
                        description={`确定删除字段「${row.label}」吗?已填写的值将不再显示`}
                        successMessage="删除成功"
                        onConfirm={() => customFieldApi.delete({ id: row.id })}
                        onDone={() => {
                          forgetFormOptions();
                          reload();
                        }}
                      />
                    )}
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
