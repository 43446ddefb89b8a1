import { partyApi } from '@console/sdk/contract/parties';
import { callerShouldTell, SearchSelect, searchOptions } from '@console/sdk/kit';
import { App, Button, Card, Checkbox, Form, Input, Skeleton, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { noticeApi, notices, NOTICE_TEXTS, USER_ROLE } from '../contract';
import './notices.css';

/** The editor (tiptap and ProseMirror) is this page's alone: loaded when the page opens, not with the remote. */
const NoticeEditor = lazy(() => import('./NoticeEditor'));

/** The form item's value and onChange reach the editor through this (a Suspense would swallow them). */
function LazyEditor(props: { value?: string; onChange?: (html: string) => void; id?: string }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <NoticeEditor {...props} />
    </Suspense>
  );
}

export interface NoticeForm {
  title?: string;
  audienceRoles?: string[];
  companyIds?: number[];
  content?: string;
}

/** The form as the add call's parameters: lists comma-separated, the title trimmed. */
export function noticeRequest(values: NoticeForm) {
  return {
    title: (values.title ?? '').trim(),
    content: values.content ?? '',
    audienceRoles: (values.audienceRoles ?? []).join(','),
    companyIds: (values.companyIds ?? []).join(','),
  };
}

/** 接收企业: searched by name as the user types (thousands of companies), the chosen ones kept (the kit's `SearchSelect`). */
const searchCompanies = searchOptions(partyApi.companies);

/** 发布公告 (/addNotice): a title, its audience (roles and companies, none named: everyone in reach) and its rich text. */
export default function AddNotice() {
  const [form] = Form.useForm<NoticeForm>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const publish = async (values: NoticeForm) => {
    setSaving(true);
    try {
      await noticeApi.add(noticeRequest(values));
      message.success('公告已发布');
      navigate('/notice');
    } catch (error) {
      // A refusal keeps what was typed; the client has shown the server's message unless it says otherwise.
      if (callerShouldTell(error)) message.error('发布失败，请稍后再试');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card title="发布公告" variant="borderless">
      <Form form={form} layout="vertical" onFinish={publish} style={{ maxWidth: 880 }}>
        <Form.Item
          name="title"
          label={notices.fields.title.label}
          rules={[{ required: true, whitespace: true, message: `请输入${notices.fields.title.label}` }]}
        >
          <Input maxLength={notices.fields.title.max} showCount placeholder={`请输入${notices.fields.title.label}`} />
        </Form.Item>
        <Form.Item name="audienceRoles" label={notices.fields.audienceRoles.label} extra="不选则发给全部角色">
          <Checkbox.Group options={USER_ROLE.options} />
        </Form.Item>
        <Form.Item name="companyIds" label="接收企业">
          <SearchSelect search={searchCompanies} mode="multiple" placeholder="不选则发给全部企业；输入名称搜索" />
        </Form.Item>
        <Form.Item
          name="content"
          label={notices.fields.content.label}
          rules={[
            {
              validator: async (_rule, value?: string) =>
                value && value.replace(/<[^>]*>/g, '').trim() ? undefined : Promise.reject(new Error(NOTICE_TEXTS.emptyContent)),
            },
          ]}
        >
          <LazyEditor />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            发布
          </Button>
          <Button onClick={() => navigate('/notice')}>返回列表</Button>
        </Space>
      </Form>
    </Card>
  );
}
