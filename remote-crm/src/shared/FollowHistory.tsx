import { formatDateTime } from '@console/sdk/kit';
import { Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { intentionCustomerApi, type CustomerRow, type FollowUpRow } from '../contract';

/** The follow-up history of one customer. */
export function FollowHistory({ customer }: { customer: CustomerRow }) {
  const [rows, setRows] = useState<FollowUpRow[] | null>(null);
  useEffect(() => {
    let current = true;
    setRows(null);
    intentionCustomerApi
      .followList({ customerId: customer.id, pageIndex: 1, pageSize: 100 })
      .then((envelope) => current && setRows(envelope.data.list))
      .catch(() => current && setRows([]));
    return () => {
      current = false;
    };
  }, [customer]);
  return (
    <>
      {rows === null ? (
        <Spin />
      ) : rows.length === 0 ? (
        <Empty description="暂无跟进记录" />
      ) : (
        <Timeline
          items={rows.map((row) => ({
            key: row.id,
            content: (
              <>
                <Space size={4} wrap>
                  <Typography.Text strong>{formatDateTime(row.createdAt)}</Typography.Text>
                  <Tag color="blue">{row.stage}</Tag>
                  <Tag>{row.way}</Tag>
                  <Typography.Text type="secondary">{row.followerName}</Typography.Text>
                </Space>
                <div>{row.content}</div>
                {row.nextFollowAt && <Typography.Text type="secondary">下次跟进：{formatDateTime(row.nextFollowAt)}</Typography.Text>}
              </>
            ),
          }))}
        />
      )}
    </>
  );
}
