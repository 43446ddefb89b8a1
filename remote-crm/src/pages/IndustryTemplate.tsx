import { asOptions } from '@console/sdk/kit';
import { PlusOutlined } from '@ant-design/icons';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, textColumn, type FilterField, type FormField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { leadFindingApi, type DirectoryCompanyRow, type IndustryTemplateRow, type LeadFindingFilters } from '../contract';
import { Button, Modal, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { directoryFilters, INDUSTRY_OPTIONS } from '../shared/directory';
import { directoryColumns } from './DirectorySearch';
import { CollectButton } from '../shared/collect';

export const TEMPLATE_FILTERS: FilterField[] = [
  { kind: 'text', name: 'name', label: '模板名称' },
  { kind: 'select', name: 'industry', label: '行业', options: INDUSTRY_OPTIONS },
];

export const industryTemplateFetch: ListPageConfig<IndustryTemplateRow>['fetch'] = async (query) => (await leadFindingApi.templateList(query)).data;

export function templateFields(filters: LeadFindingFilters | null): FormField[] {
  return [
    { name: 'name', label: '模板名称', required: true, maxLength: 30 },
    { name: 'industry', label: '行业', kind: 'select', required: true, options: asOptions(filters?.industries ?? []) },
    { name: 'province', label: '地区', kind: 'select', options: asOptions(filters?.provinces ?? []) },
    { name: 'capitalMin', label: '注册资本下限（万元）', kind: 'number', min: 0 },
    { name: 'capitalMax', label: '注册资本上限（万元）', kind: 'number', min: 0 },
    { name: 'foundedFrom', label: '成立日期自', kind: 'date' },
    { name: 'foundedTo', label: '成立日期至', kind: 'date' },
    { name: 'remark', label: '备注', maxLength: 100 },
  ];
}

/** A template's filters as a directory search request. */
export function templateQuery(row: IndustryTemplateRow): Record<string, unknown> {
  const query: Record<string, unknown> = { industry: row.industry };
  if (row.province) query.province = row.province;
  if (row.capitalMin !== null) query.capitalMin = row.capitalMin;
  if (row.capitalMax !== null) query.capitalMax = row.capitalMax;
  if (row.foundedFrom) query.foundedFrom = row.foundedFrom;
  if (row.foundedTo) query.foundedTo = row.foundedTo;
  return query;
}

const range = (from: unknown, to: unknown, unit = '') =>
  from === null && to === null ? '不限' : from === '' && to === '' ? '不限' : `${from || from === 0 ? `${from}${unit}` : '不限'} ~ ${to || to === 0 ? `${to}${unit}` : '不限'}`;

/** The companies a template matches, searched with its filters. */
function Matches({ template, onClose }: { template: IndustryTemplateRow | null; onClose: () => void }) {
  const search = useMemo(
    () => (template ? async (query: Record<string, unknown>) => (await leadFindingApi.advancedSearch({ ...query, ...templateQuery(template) } as never)).data : null),
    [template],
  );
  return (
    <Modal title={template ? `匹配企业：${template.name}` : '匹配企业'} open={template !== null} onCancel={onClose} footer={null} width={1200} destroyOnHidden>
      {search && (
        <ListPage<DirectoryCompanyRow>
          rowKey="id"
          fetch={search}
          toolbar={({ rows }) => <CollectButton kind="company" ids={rows.map((row) => row.id)} label="收集本页企业" link={false} />}
          columns={directoryColumns()}
        />
      )}
    </Modal>
  );
}

type Dialog = { kind: 'add' } | { kind: 'edit'; row: IndustryTemplateRow } | null;

/** Industry templates (/industryTemplate): saved searches per industry, with how many companies they match now. */
export default function IndustryTemplate() {
  const [filters, setFilters] = useState<LeadFindingFilters | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [viewing, setViewing] = useState<IndustryTemplateRow | null>(null);
  useEffect(() => {
    directoryFilters().then(setFilters).catch(() => undefined);
  }, []);
  const fields = useMemo(() => templateFields(filters), [filters]);
  const initialValues = useMemo(() => {
    if (dialog?.kind !== 'edit') return undefined;
    const row = dialog.row;
    return {
      name: row.name,
      industry: row.industry,
      province: row.province || undefined,
      capitalMin: row.capitalMin ?? undefined,
      capitalMax: row.capitalMax ?? undefined,
      foundedFrom: row.foundedFrom || undefined,
      foundedTo: row.foundedTo || undefined,
      remark: row.remark,
    };
  }, [dialog]);

  const toolbar = ({ reload }: ListContext<IndustryTemplateRow>) => (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
        新增模板
      </Button>
      <FormDialog
        title={dialog?.kind === 'edit' ? '编辑行业模板' : '新增行业模板'}
        open={dialog !== null}
        onClose={() => setDialog(null)}
        fields={fields}
        initialValues={initialValues}
        onSubmit={(values) => leadFindingApi.templateSave({ ...values, id: dialog?.kind === 'edit' ? dialog.row.id : undefined } as never)}
        onDone={reload}
      />
    </>
  );

  return (
    <>
      <ListPage<IndustryTemplateRow>
        rowKey="id"
        fetch={industryTemplateFetch}
        filters={TEMPLATE_FILTERS}
        toolbar={toolbar}
        columns={({ reload }) => [
          textColumn('模板名称', 'name'),
          textColumn('行业', 'industry'),
          { title: '地区', dataIndex: 'province', key: 'province', render: (value: string) => value || '全国' },
          { title: '注册资本', key: 'capital', render: (_: unknown, row: IndustryTemplateRow) => range(row.capitalMin, row.capitalMax, ' 万元') },
          { title: '成立日期', key: 'founded', render: (_: unknown, row: IndustryTemplateRow) => range(row.foundedFrom, row.foundedTo) },
          { title: '匹配企业数', dataIndex: 'matchCount', key: 'matchCount', align: 'right' },
          textColumn('创建人', 'creatorName'),
          textColumn('备注', 'remark'),
          dateTimeColumn('创建时间', 'createdAt'),
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row: IndustryTemplateRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setViewing(row)}>
                  查看企业
                </Button>
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row })}>
                  编辑
                </Button>
                <ConfirmAction
                  description={`确定删除行业模板「${row.name}」吗?`}
                  successMessage="删除成功"
                  onConfirm={() => leadFindingApi.templateDelete({ id: row.id })}
                  onDone={reload}
                />
              </Space>
            ),
          },
        ]}
      />
      <Matches template={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
