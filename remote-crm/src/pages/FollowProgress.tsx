import { SettingOutlined } from '@ant-design/icons';
import { ConfirmAction, dateTimeColumn, FormDialog, ListPage, textColumn, type FilterField, type ListContext, type ListPageConfig } from '@console/sdk/kit';
import { intentionCustomerApi, type FollowUpRow } from '../contract';
import { Button, Modal, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { FOLLOW_WAY_OPTIONS, followFields } from '../shared/followFields';
import { PROGRESS_OPTIONS, useFormOptions } from '../shared/formOptions';
import { currentUser } from '../shared/session';
import { DictionaryList } from './CrmDictionary';

export const FOLLOW_FILTERS: FilterField[] = [
  { kind: 'text', name: 'customerName', label: '客户名称' },
  { kind: 'text', name: 'phone', label: '手机号' },
  { kind: 'select', name: 'stage', label: '跟进进度', options: PROGRESS_OPTIONS },
  { kind: 'select', name: 'way', label: '跟进方式', options: FOLLOW_WAY_OPTIONS },
  { kind: 'dateRange', name: 'created', label: '跟进时间' },
];

export const followFetch: ListPageConfig<FollowUpRow>['fetch'] = async (query) => (await intentionCustomerApi.followList(query)).data;

/** Follow-up records with their progress stages (/followProgress); the stages are set here too. */
export default function FollowProgress() {
  const user = currentUser();
  const { options } = useFormOptions();
  const [editing, setEditing] = useState<FollowUpRow | null>(null);
  const [stagesOpen, setStagesOpen] = useState(false);
  const fields = useMemo(() => followFields(options?.progress ?? []), [options]);
  const initialValues = useMemo(
    () => (editing ? { stage: editing.stage, way: editing.way, content: editing.content, nextFollowAt: editing.nextFollowAt || undefined } : undefined),
    [editing],
  );
  const mayChange = (row: FollowUpRow) => String(row.userId) === user.userId || user.can('supervisors');

  const toolbar = ({ reload }: ListContext<FollowUpRow>) => (
    <>
      <Button icon={<SettingOutlined />} onClick={() => setStagesOpen(true)}>
        进度阶段设置
      </Button>
      <FormDialog
        title="编辑跟进记录"
        open={editing !== null}
        onClose={() => setEditing(null)}
        fields={fields}
        initialValues={initialValues}
        onSubmit={(values) => intentionCustomerApi.updateFollow({ ...values, id: editing!.id } as never)}
        onDone={reload}
      />
    </>
  );

  return (
    <>
      <ListPage<FollowUpRow>
        rowKey="id"
        fetch={followFetch}
        filters={FOLLOW_FILTERS}
        toolbar={toolbar}
        columns={({ reload }) => [
          textColumn('客户名称', 'customerName'),
          textColumn('手机号', 'customerPhone'),
          { title: '跟进进度', dataIndex: 'stage', render: (stage: string) => <Tag color="blue">{stage}</Tag> },
          textColumn('跟进方式', 'way'),
          { title: '跟进内容', dataIndex: 'content', ellipsis: true, width: 320 },
          { ...dateTimeColumn<FollowUpRow>('下次跟进', 'nextFollowAt'), sorter: true },
          textColumn('跟进人', 'followerName'),
          ...(user.insideCompany ? [] : [textColumn<FollowUpRow>('所属企业', 'companyName')]),
          { ...dateTimeColumn<FollowUpRow>('跟进时间', 'createdAt'), sorter: true },
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            render: (_: unknown, row: FollowUpRow) =>
              mayChange(row) ? (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing(row)}>
                    编辑
                  </Button>
                  <ConfirmAction
                    description={`确定删除对「${row.customerName}」的这条跟进记录吗?`}
                    successMessage="删除成功"
                    onConfirm={() => intentionCustomerApi.deleteFollow({ id: row.id })}
                    onDone={reload}
                  />
                </Space>
              ) : (
                '-'
              ),
          },
        ]}
      />
      <Modal title="进度阶段设置" open={stagesOpen} onCancel={() => setStagesOpen(false)} footer={null} width={960} destroyOnHidden>
        <DictionaryList kind="progress" />
      </Modal>
    </>
  );
}
