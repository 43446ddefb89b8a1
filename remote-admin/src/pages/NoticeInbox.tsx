import { NotificationOutlined } from '@ant-design/icons';
import { currentUser, PageModal, SafeHtml } from '@console/sdk/kit';
import { Badge, Button, Card, List, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NOTICE_HTML, noticeApi, type InboxNotice } from '../contract';
import './notices.css';

/** How many notices the dashboard lists (unread first). */
export const INBOX_SIZE = 5;

/** A notice as it stands after its reader opened it. */
export const markedRead = (notices: InboxNotice[], id: number) => notices.map((notice) => (notice.id === id ? { ...notice, read: true } : notice));

/**
 * 公告通知 on every role's dashboard: the notices that reach the user, unread first, with the unread
 * count; opening one shows it (as NOTICE_HTML allows) and marks it read.
 */
export function NoticeInbox() {
  const [notices, setNotices] = useState<InboxNotice[] | null>(null);
  const [unread, setUnread] = useState(0);
  const [open, setOpen] = useState<InboxNotice | null>(null);
  const load = useCallback(
    () =>
      Promise.all([noticeApi.inbox({ pageIndex: 1, pageSize: INBOX_SIZE }), noticeApi.inbox({ pageIndex: 1, pageSize: 1, unread: 1 })])
        .then(([page, unreadPage]) => {
          setNotices(page.data.list);
          setUnread(unreadPage.data.total);
        })
        .catch(() => setNotices([])),
    [],
  );
  useEffect(() => void load(), [load]);
  const read = (notice: InboxNotice) => {
    setOpen(notice);
    if (notice.read) return;
    noticeApi
      .read({ id: notice.id })
      .then(() => {
        setNotices((current) => current && markedRead(current, notice.id));
        setUnread((count) => Math.max(0, count - 1));
      })
      .catch(() => undefined);
  };
  return (
    <Card
      className="notice-inbox"
      variant="borderless"
      style={{ marginBottom: 16 }}
      // The publishers' way to /notice (a sub-agent's menu has no notice group).
      extra={currentUser().can(noticeApi.list) && <Link to="/notice">管理公告</Link>}
      title={
        <Space>
          <NotificationOutlined />
          公告通知
          <Badge count={unread} overflowCount={99} aria-label={`未读公告 ${unread} 条`} />
        </Space>
      }
    >
      <List<InboxNotice>
        size="small"
        loading={notices === null}
        dataSource={notices ?? []}
        locale={{ emptyText: '暂无公告' }}
        renderItem={(notice) => (
          <List.Item
            actions={[
              <Typography.Text key="time" type="secondary">
                {notice.createdAt}
              </Typography.Text>,
            ]}
          >
            <Space>
              {notice.read ? <Tag>已读</Tag> : <Tag color="red">未读</Tag>}
              <Button type="link" style={{ padding: 0, fontWeight: notice.read ? 400 : 600 }} onClick={() => read(notice)}>
                {notice.title}
              </Button>
            </Space>
          </List.Item>
        )}
      />
      <PageModal title={open?.title} open={open !== null} onCancel={() => setOpen(null)} footer={null} width={720} destroyOnHidden>
        {open && (
          <>
            <Typography.Paragraph type="secondary">{`${open.authorName} 发布于 ${open.createdAt}`}</Typography.Paragraph>
            <SafeHtml className="notice-content" html={open.content} policy={NOTICE_HTML} />
          </>
        )}
      </PageModal>
    </Card>
  );
}
