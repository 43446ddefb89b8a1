import { PlusOutlined } from '@ant-design/icons';
import { createResourcePage, SafeHtml } from '@console/sdk/kit';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { NOTICE_HTML, noticeApi, notices } from '../contract';
import './notices.css';

/** 发布公告: to /addNotice (a button, not a button inside a link). */
function PublishButton() {
  const navigate = useNavigate();
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/addNotice')}>
      发布公告
    </Button>
  );
}

/**
 * 公告列表 (/notice): the notices of the caller's scope, who they reach and how many have read them;
 * 查看 shows the text as NOTICE_HTML allows, 发布公告 opens /addNotice.
 */
export default createResourcePage({
  resource: notices,
  noun: '公告',
  list: noticeApi.list,
  toolbar: ({ user }) => user.can(noticeApi.add) && <PublishButton />,
  rowActions: [
    { label: '查看', drawer: { title: (row) => row.title, content: (row) => <SafeHtml className="notice-content" html={row.content} policy={NOTICE_HTML} /> } },
  ],
  remove: { call: noticeApi.delete, confirm: (row) => `确定删除公告「${row.title}」吗？` },
});
