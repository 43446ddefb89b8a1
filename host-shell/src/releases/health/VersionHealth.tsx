import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { HEALTH_SOAK_MINUTES, type HealthFigures } from '../../contract';
import { loadVersionHealth, sideBySide, type Released, type SideBySide } from './versionHealth';

export const VERSION_HEALTH_TEXTS = {
  title: `各版本健康度（近 ${HEALTH_SOAK_MINUTES} 分钟）`,
  refresh: '刷新',
  stable: '稳定版',
  canary: '灰度版',
  version: '版本',
  users: '用户数',
  pageLoads: '页面加载',
  errorRate: '错误率',
  p50: 'P50 加载',
  p95: 'P95 加载',
  noCanary: '无灰度',
  noReports: '暂无上报',
  loadFailed: '健康数据加载失败',
} as const;

const percentText = (rate: number) => `${(rate * 100).toFixed(rate > 0 && rate < 0.01 ? 2 : 1)}%`;
const msText = (ms: number | null) => (ms === null ? '-' : `≤${ms} ms`);

/** One side's columns: the version, then its figures (a side with no reports says so once). */
function sideColumns(side: 'stable' | 'canary'): ColumnsType<SideBySide> {
  const figure = (render: (figures: HealthFigures) => string) => (_: unknown, row: SideBySide) => {
    const shown = row[side];
    return shown?.figures ? render(shown.figures) : '-';
  };
  return [
    {
      title: VERSION_HEALTH_TEXTS.version,
      key: `${side}-version`,
      render: (_, row) => {
        const shown = row[side];
        if (!shown) return side === 'canary' ? <Tag>{VERSION_HEALTH_TEXTS.noCanary}</Tag> : '-';
        return (
          <>
            <Tag color={side === 'canary' ? 'gold' : 'green'}>{shown.version}</Tag>
            {!shown.figures && <span>{VERSION_HEALTH_TEXTS.noReports}</span>}
          </>
        );
      },
    },
    { title: VERSION_HEALTH_TEXTS.users, key: `${side}-users`, render: figure((f) => String(f.users)) },
    { title: VERSION_HEALTH_TEXTS.pageLoads, key: `${side}-loads`, render: figure((f) => String(f.pageLoads)) },
    { title: VERSION_HEALTH_TEXTS.errorRate, key: `${side}-errors`, render: figure((f) => `${percentText(f.errorRate)}（${f.errors}）`) },
    { title: VERSION_HEALTH_TEXTS.p50, key: `${side}-p50`, render: figure((f) => msText(f.p50Ms)) },
    { title: VERSION_HEALTH_TEXTS.p95, key: `${side}-p95`, render: figure((f) => msText(f.p95Ms)) },
  ];
}

/**
 * /remotes: each remote's stable and canary side by side, with what the shells reported of each over
 * the soak window (users, page loads, error rate, p50/p95 load time; `releaseHealthApi.figures`).
 */
export function VersionHealth({
  remotes,
  load = loadVersionHealth,
}: {
  remotes: readonly { name: string; title?: string }[];
  load?: typeof loadVersionHealth;
}) {
  const [data, setData] = useState<{ released: Released; figures: HealthFigures[] } | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const refresh = useCallback(() => {
    setLoading(true);
    load()
      .then((answer) => {
        setData(answer);
        setFailed(false);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [load]);
  useEffect(refresh, [refresh]);

  const titles = new Map(remotes.map((remote) => [remote.name, remote.title ?? remote.name]));
  const rows = data ? sideBySide([...titles.keys()], data.released, data.figures) : [];
  return (
    <section aria-label={VERSION_HEALTH_TEXTS.title} style={{ marginTop: 24 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {VERSION_HEALTH_TEXTS.title}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} loading={loading} onClick={refresh}>
          {VERSION_HEALTH_TEXTS.refresh}
        </Button>
      </Flex>
      {failed && <Alert type="error" showIcon title={VERSION_HEALTH_TEXTS.loadFailed} style={{ marginBottom: 12 }} />}
      <Table<SideBySide>
        rowKey="remote"
        size="small"
        pagination={false}
        loading={loading && !data}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: '模块', key: 'remote', fixed: 'left', render: (_, row) => titles.get(row.remote) },
          { title: VERSION_HEALTH_TEXTS.stable, key: 'stable', children: sideColumns('stable') },
          { title: VERSION_HEALTH_TEXTS.canary, key: 'canary', children: sideColumns('canary') },
        ]}
      />
    </section>
  );
}
