import { PlusOutlined } from '@ant-design/icons';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, statusColumn, textColumn, type FilterField, type FormField, type ListContext, type ListPageConfig } from '@console/sdk';
import { crmTemplateApi, TEMPLATE_TYPES, type CrmTemplateRow } from '../contract';
import { Button, Space } from 'antd';
import { useMemo, useState } from 'react';
import { asOptions } from '../shared/options';
import { currentUser } from '../shared/session';

export const TEMPLATE_FILTERS: FilterField[] = [
  { kind: 'text', name: 'name', label: '模板名称' },
  { kind: 'select', name: 'type', label: '模板类型', options: asOptions(TEMPLATE_TYPES) },
  { kind: 'select', name: 'enabled', label: '状态', options: [{ value: 1, label: '启用' }, { value: 0, label: '停用' }] },
  { kind: 'text', name: 'content', label: '内容' },
];

export const templateFetch: ListPageConfig<CrmTemplateRow>['fetch'] = async (query) => (await crmTemplateApi.list(query)).data;

export const TEMPLATE_FIELDS: FormField[] = [
  { name: 'name', label: '模板名称', required: true, maxLength: 30 },
  { name: 'type', label: '模板类型', kind: 'select', required: true, options: asOptions(TEMPLATE_TYPES) },
  { name: 'content', label: '模板内容', kind: 'textarea', required: true, maxLength: 500, extra: '可使用 {公司}、{品牌} 等占位符' },
  { name: 'enabled', label: '启用', kind: 'switch' },
];

type Dialog = { kind: 'add' } | { kind: 'edit'; row: CrmTemplateRow } | null;

/** Template management (/modou): follow-up scripts, SMS and mail templates of the company. */
export default function Templates() {
  const user = currentUser();
  const [dialog, setDialog] = useState<Dialog>(null);
  const initialValues = useMemo(
    () =>
      dialog?.kind === 'edit'
        ? { name: dialog.row.name, type: dialog.row.type, content: dialog.row.content, enabled: dialog.row.enabled === 1 }
        : { type: TEMPLATE_TYPES[0], enabled: true },
    [dialog],
  );

  const toolbar = ({ reload }: ListContext<CrmTemplateRow>) => (
    <>
      {user.can('configurers') && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
          新增模板
        </Button>
      )}
      <FormDialog
        title={dialog?.kind === 'edit' ? '编辑模板' : '新增模板'}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        fields={TEMPLATE_FIELDS}
        initialValues={initialValues}
        onSubmit={(values) => crmTemplateApi.save({ ...values, id: dialog?.kind === 'edit' ? dialog.row.id : undefined } as never)}
        onDone={reload}
      />
    </>
  );

  return (
    <ListPage<CrmTemplateRow>
      rowKey="id"
      fetch={templateFetch}
      filters={TEMPLATE_FILTERS}
      toolbar={toolbar}
      columns={({ reload }) => [
        textColumn('模板名称', 'name'),
        textColumn('模板类型', 'type'),
        { title: '模板内容', dataIndex: 'content', ellipsis: true, width: 360 },
        statusColumn('状态', 'enabled', { 1: { text: '启用', color: 'green' }, 0: { text: '停用', color: 'default' } }),
        textColumn('创建人', 'creatorName'),
        ...(user.insideCompany ? [] : [textColumn<CrmTemplateRow>('所属企业', 'companyName')]),
        dateTimeColumn('更新时间', 'updatedAt'),
        ...(user.can('configurers')
          ? [
              {
                title: '操作',
                key: 'actions',
                fixed: 'right' as const,
                render: (_: unknown, row: CrmTemplateRow) => (
                  <Space size={0}>
                    <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>
                      编辑
                    </Button>
                    <ConfirmAction
                      description={`确定删除模板「${row.name}」吗?`}
                      successMessage="删除成功"
                      onConfirm={() => crmTemplateApi.delete({ id: row.id })}
                      onDone={reload}
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
