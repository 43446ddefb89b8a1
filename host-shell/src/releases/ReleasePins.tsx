import { App, Button, Form, Input, Select, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { formatDateTime } from '@console/sdk/kit';
import { releaseApi, type ReleasePin } from '../contract/release';
import { catalogAtom } from '../remotes/catalogState';

export const PIN_TEXTS = {
  title: '固定用户版本',
  hint: '把一位用户固定在某个模块的指定版本（复现该用户所见），直到取消固定；每次操作记入操作日志。该版本须仍在保留期内，否则该用户使用其原本的版本。',
  username: '用户名',
  remote: '模块',
  version: '版本',
  pin: '固定版本',
  unpin: '取消固定',
  pinned: '已固定',
  unpinned: '已取消固定',
  pinnedBy: '操作人',
  pinnedAt: '固定时间',
  empty: '暂无固定的用户',
  required: (what: string) => `请填写${what}`,
};

interface PinForm {
  username: string;
  remote: string;
  version: string;
}

/**
 * /remotes (admin): pins of users to versions of remotes (README, "Canary releases"). Kept apart from
 * the page's table of remotes: the backend records who pinned whom, the shell of the pinned user
 * loads that version from its next read of the registry.
 */
export function ReleasePins() {
  const { catalog } = useAtomValue(catalogAtom);
  const { message } = App.useApp();
  const [form] = Form.useForm<PinForm>();
  const [pins, setPins] = useState<ReleasePin[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setPins((await releaseApi.pins()).data);
    } catch {
      /* the client has said why */
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const pin = async (values: PinForm) => {
    try {
      await releaseApi.pin({ username: values.username.trim(), remote: values.remote, version: values.version.trim() });
    } catch {
      return;
    }
    message.success(PIN_TEXTS.pinned);
    form.resetFields(['username', 'version']);
    await load();
  };
  const unpin = async (row: ReleasePin) => {
    try {
      await releaseApi.unpin({ userId: row.userId, remote: row.remote });
    } catch {
      return;
    }
    message.success(PIN_TEXTS.unpinned);
    await load();
  };

  return (
    <section aria-label={PIN_TEXTS.title} style={{ marginTop: 24 }}>
      <Typography.Title level={5}>{PIN_TEXTS.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{PIN_TEXTS.hint}</Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={pin} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="username" label={PIN_TEXTS.username} rules={[{ required: true, whitespace: true, message: PIN_TEXTS.required(PIN_TEXTS.username) }]}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item name="remote" label={PIN_TEXTS.remote} rules={[{ required: true, message: PIN_TEXTS.required(PIN_TEXTS.remote) }]}>
          <Select style={{ width: 180 }} options={catalog.remotes.map((remote) => ({ value: remote.name, label: remote.manifest?.title ?? remote.name }))} />
        </Form.Item>
        <Form.Item name="version" label={PIN_TEXTS.version} rules={[{ required: true, whitespace: true, message: PIN_TEXTS.required(PIN_TEXTS.version) }]}>
          <Input maxLength={100} allowClear placeholder="1.0.0+20261207010000" />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {PIN_TEXTS.pin}
          </Button>
        </Form.Item>
      </Form>
      <Table<ReleasePin>
        rowKey={(row) => `${row.userId}:${row.remote}`}
        loading={loading}
        pagination={false}
        dataSource={pins}
        // In the text colour: the table’s own placeholder colour fails axe’s contrast in both themes.
        locale={{ emptyText: <Typography.Text>{PIN_TEXTS.empty}</Typography.Text> }}
        columns={[
          { title: PIN_TEXTS.username, dataIndex: 'username' },
          {
            title: PIN_TEXTS.remote,
            dataIndex: 'remote',
            render: (remote: string) => catalog.remotes.find((r) => r.name === remote)?.manifest?.title ?? remote,
          },
          { title: PIN_TEXTS.version, dataIndex: 'version' },
          { title: PIN_TEXTS.pinnedBy, dataIndex: 'pinnedBy' },
          { title: PIN_TEXTS.pinnedAt, dataIndex: 'pinnedAt', render: (at: string) => formatDateTime(at) },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <Button type="link" size="small" onClick={() => void unpin(row)}>
                {PIN_TEXTS.unpin}
              </Button>
            ),
          },
        ]}
      />
    </section>
  );
}
