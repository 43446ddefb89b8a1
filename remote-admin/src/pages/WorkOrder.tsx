import { createResourcePage, rowAction } from '@console/sdk/kit';
import { Empty, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { USER_ROLE, WORK_ORDER_STATUS, workOrder, workOrderApi, type WorkOrderReply, type WorkOrderRow } from '../contract';

const REPLY = { content: { label: '回复内容', kind: 'longText', required: true, max: 1000 } } as const;

/** 详情: the question and every reply, who wrote it and when, oldest first. */
export function WorkOrderDetail({ row }: { row: WorkOrderRow }) {
  const [replies, setReplies] = useState<WorkOrderReply[] | null>(null);
  useEffect(() => {
    workOrderApi
      .replyList({ id: row.id })
      .then((answer) => setReplies(answer.data))
      .catch(() => setReplies([]));
  }, [row.id]);
  return (
    <>
      <Typography.Paragraph type="secondary">{`${row.orderNo} · ${row.companyName} · ${row.createdAt}`}</Typography.Paragraph>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Typography.Paragraph>
      <Typography.Title level={5}>处理记录</Typography.Title>
      {replies === null ? (
        <Skeleton active />
      ) : replies.length === 0 ? (
        <Empty description="暂无回复" />
      ) : (
        <Timeline
          items={replies.map((reply) => ({
            key: reply.id,
            children: (
              <div className="work-order-reply">
                <Typography.Text strong>{reply.authorName}</Typography.Text> <Tag>{USER_ROLE.label(reply.authorRole)}</Tag>
                <Typography.Text type="secondary">{reply.createdAt}</Typography.Text>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{reply.content}</Typography.Paragraph>
              </div>
            ),
          }))}
        />
      )}
    </>
  );
}

/**
 * 工单管理 (/workOrder): every company's work orders for the platform (admin, oem). 处理 answers an open
 * one and marks it handled; 回复 adds to an open or handled one; 关闭 closes a handled one.
 */
export default createResourcePage({
  resource: workOrder,
  noun: '工单',
  list: workOrderApi.list,
  form: {
    add: { call: workOrderApi.add, successMessage: (result) => `工单 ${(result as { data: { orderNo: string } }).data.orderNo} 已创建` },
    edit: { call: workOrderApi.update, visible: (row) => row.status === 'open' },
  },
  rowActions: [
    { label: '详情', drawer: { title: (row) => row.title, content: (row) => <WorkOrderDetail row={row} />, size: 560 } },
    rowAction({
      label: '处理',
      call: workOrderApi.resolve,
      visible: (row: WorkOrderRow) => row.status === 'open',
      form: { fields: REPLY, title: (row) => `处理工单：${row.orderNo}` },
      run: (row, _context, values) => workOrderApi.resolve({ id: row.id, content: values.content }),
      successMessage: `工单已标记为${WORK_ORDER_STATUS.label('handled')}`,
    }),
    rowAction({
      label: '回复',
      call: workOrderApi.reply,
      visible: (row: WorkOrderRow) => row.status === 'handled',
      form: { fields: REPLY, title: (row) => `回复工单：${row.orderNo}` },
      run: (row, _context, values) => workOrderApi.reply({ id: row.id, content: values.content }),
      successMessage: '已回复',
    }),
    {
      label: '关闭',
      call: workOrderApi.close,
      visible: (row) => row.status === 'handled',
      confirm: (row) => `确定关闭工单 ${row.orderNo} 吗？关闭后不能再回复。`,
      run: (row) => workOrderApi.close({ id: row.id }),
      successMessage: '工单已关闭',
    },
  ],
  remove: { call: workOrderApi.delete, confirm: (row) => `确定删除工单 ${row.orderNo} 吗？` },
  exporter: workOrderApi.export,
});
