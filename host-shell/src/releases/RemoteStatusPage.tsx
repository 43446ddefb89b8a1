import { ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tag, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatDateTime } from '@console/sdk/kit';
import type { RemoteRecord } from '../remotes/catalog';
import { catalogAtom, pollRegistry } from '../remotes/catalogState';
import { isLoaded } from '../remotes/loadedRemotes';
import { remoteStatsAtom } from '../remotes/remoteStats';
import { ReleasePins } from './ReleasePins';
import { VersionHealth } from './health/VersionHealth';

function health(remote: RemoteRecord) {
  const override = remote.override && <Tag color="orange">本地调试：{remote.override}</Tag>;
  if (remote.problem)
    return (
      <>
        {override}
        <Tag color="red">异常</Tag>
      </>
    );
  if (override) return override;
  if (remote.pendingUpdate) return <Tag color="blue">新版本 {remote.pendingUpdate.version} 待刷新</Tag>;
  if (remote.updateProblem) return <Tag color="orange">新版本不可用</Tag>;
  return <Tag color="green">正常</Tag>;
}

/** /remotes (admin): every remote of this console as this page session sees it. */
export function RemoteStatusPage() {
  const { catalog } = useAtomValue(catalogAtom);
  const stats = useAtomValue(remoteStatsAtom);
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    await pollRegistry().finally(() => setChecking(false));
  };

  return (
    <Card
      variant="borderless"
      title="模块状态"
      extra={
        <Button icon={<ReloadOutlined />} loading={checking} onClick={check}>
          检查新版本
        </Button>
      }
    >
      <Table<RemoteRecord>
        rowKey="name"
        pagination={false}
        dataSource={catalog.remotes}
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: '模块',
            key: 'name',
            render: (_, remote) => (
              <Space direction="vertical" size={0}>
                <span>{remote.manifest?.title ?? remote.name}</span>
                <Typography.Text type="secondary">{remote.name}</Typography.Text>
              </Space>
            ),
          },
          { title: '版本', dataIndex: 'version' },
          { title: '构建时间', key: 'buildTime', render: (_, remote) => formatDateTime(remote.manifest?.buildTime) },
          { title: 'SDK 版本', key: 'sdk', render: (_, remote) => remote.manifest?.sdkVersion ?? '-' },
          { title: '来源', key: 'origin', render: (_, remote) => new URL(remote.manifestUrl).origin },
          { title: '状态', key: 'health', render: (_, remote) => health(remote) },
          {
            title: '本次加载耗时',
            key: 'load',
            render: (_, remote) => {
              const ms = stats[remote.name]?.loadMs;
              if (ms !== undefined) return `${ms} ms`;
              return remote.manifest && isLoaded(remote.manifest.container) ? '-' : '未加载';
            },
          },
          {
            title: '问题',
            key: 'errors',
            render: (_, remote) => {
              const problems = [
                remote.problem,
                remote.updateProblem,
                ...(stats[remote.name]?.errors ?? []).map((error) => `${formatDateTime(error.at)} ${error.message}`),
              ].filter(Boolean);
              return problems.length ? (
                <Typography.Paragraph style={{ margin: 0, maxWidth: 420 }} ellipsis={{ rows: 3, expandable: true }}>
                  {problems.join('\n')}
                </Typography.Paragraph>
              ) : (
                '-'
              );
            },
          },
        ]}
      />
      <ReleasePins />
      <VersionHealth remotes={catalog.remotes.map((remote) => ({ name: remote.name, title: remote.manifest?.title }))} />
    </Card>
  );
}
