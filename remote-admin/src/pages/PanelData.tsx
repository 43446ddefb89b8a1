import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Chart } from '@console/sdk';
import { formatMoney, openEventStream, usePageActive, type StreamStatus } from '@console/sdk/kit';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { panelDataApi, WALL_TEXTS, type WallCompany, type WallFigures } from '../contract';

/** The User Timing name of one update of the wall, from the frame it is drawn in to its commit. */
export const UPDATE_MARK = 'panel-data-update';

const rate = (connected: number, calls: number) => (calls ? `${((connected / calls) * 100).toFixed(1)}%` : '0.0%');

/** The wall's cards, in the order a viewer reads them. */
export function wallCards(figures: WallFigures) {
  return [
    { title: '进行中批次', value: figures.runningBatches },
    { title: '待呼叫号码', value: figures.numbersToCall },
    { title: '近1分钟呼叫', value: figures.lastMinuteCalls },
    { title: '今日呼叫', value: figures.todayCalls },
    { title: '今日接通', value: figures.todayConnected },
    { title: '今日接通率', value: rate(figures.todayConnected, figures.todayCalls) },
    { title: '未处理风险号码', value: figures.risksOpen, alert: figures.risksOpen > 0 },
    { title: '待处理充值', value: figures.topUpsWaiting, suffix: `笔 / ${formatMoney(figures.topUpsWaitingAmount)} 元` },
  ];
}

/** The ten busiest companies today, for the chart: calls and connected calls, the busiest on top. */
export function companyChart(companies: readonly WallCompany[]) {
  const top = companies.slice(0, 10).reverse();
  return {
    tooltip: { trigger: 'axis' },
    legend: { data: ['呼叫量', '接通量'] },
    grid: { left: 140, right: 24, top: 36, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: top.map((company) => company.companyName) },
    animation: false,
    series: [
      { name: '呼叫量', type: 'bar', data: top.map((company) => company.calls) },
      { name: '接通量', type: 'bar', data: top.map((company) => company.connected) },
    ],
  };
}

const STATUS: Record<StreamStatus, { color: string; text: string }> = {
  connecting: { color: 'default', text: WALL_TEXTS.connecting },
  live: { color: 'green', text: WALL_TEXTS.live },
  reconnecting: { color: 'orange', text: WALL_TEXTS.reconnecting },
  refused: { color: 'red', text: '无权限查看数据大屏' },
};

/**
 * 数据大屏 (/panelData, admin): the figures the backend pushes (server-sent events) as calls are
 * placed and rows change; drawn at most once a frame however fast they come; a full-screen mode.
 */
export default function PanelData() {
  const [figures, setFigures] = useState<WallFigures | null>(null);
  const [status, setStatus] = useState<StreamStatus>('connecting');
  const [fullScreen, setFullScreen] = useState(false);
  const wall = useRef<HTMLDivElement>(null);

  // A hidden (kept) page holds no stream: it subscribes again, and gets the figures at once, when shown.
  const active = usePageActive();
  useEffect(() => {
    if (!active) return;
    // The newest figures wait for the next frame: many pushes between two frames draw once.
    let latest: WallFigures | null = null;
    let frame = 0;
    const stop = openEventStream<WallFigures>(panelDataApi.events, {
      event: WALL_TEXTS.event,
      onStatus: (next) => setStatus(next),
      onData: (next) => {
        latest = next;
        frame ||= requestAnimationFrame(() => {
          frame = 0;
          performance.mark(UPDATE_MARK);
          setFigures(latest);
        });
      },
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [active]);

  // How long one update takes to draw (User Timing, read by bench/panelData.ts); dropped at once, so a wall left on for days keeps none.
  useLayoutEffect(() => {
    if (!figures || !performance.getEntriesByName(UPDATE_MARK, 'mark').length) return;
    performance.measure(UPDATE_MARK, UPDATE_MARK);
    performance.clearMarks(UPDATE_MARK);
    performance.clearMeasures(UPDATE_MARK);
  }, [figures]);

  useEffect(() => {
    const changed = () => setFullScreen(document.fullscreenElement === wall.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);

  const chart = useMemo(() => figures && companyChart(figures.companies), [figures]);
  const toggleFullScreen = () => void (fullScreen ? document.exitFullscreen() : wall.current?.requestFullscreen())?.catch(() => undefined);

  return (
    <div
      ref={wall}
      data-testid="panel-data"
      style={{ background: 'var(--ant-color-bg-layout)', padding: fullScreen ? 24 : 0, minHeight: fullScreen ? '100vh' : undefined, overflow: 'auto' }}
    >
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space>
          <Typography.Title level={3} style={{ margin: 0 }}>
            数据大屏
          </Typography.Title>
          <Tag color={STATUS[status].color} aria-live="polite">
            {STATUS[status].text}
          </Tag>
          {figures && <Typography.Text type="secondary">更新于 {figures.at}</Typography.Text>}
        </Space>
        <Button icon={fullScreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggleFullScreen}>
          {fullScreen ? '退出全屏' : '全屏'}
        </Button>
      </Space>
      {!figures || !chart ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Row gutter={[16, 16]} role="group" aria-label="实时数据">
            {wallCards(figures).map((card) => (
              <Col key={card.title} xs={12} md={6} xl={3}>
                <Card variant="borderless" size="small">
                  <Statistic
                    title={card.title}
                    value={card.value}
                    suffix={card.suffix}
                    styles={card.alert ? { content: { color: 'var(--ant-color-error, #ff4d4f)' } } : undefined}
                  />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
            <Col xs={24} xl={14}>
              <Card title="今日呼叫企业排行" variant="borderless">
                {figures.companies.length ? <Chart option={chart} height={360} label="今日呼叫企业排行" /> : <Empty description="今日暂无呼叫" />}
              </Card>
            </Col>
            <Col xs={24} xl={10}>
              <Card title="今日各企业呼叫" variant="borderless">
                <Table<WallCompany>
                  rowKey="companyId"
                  size="small"
                  pagination={false}
                  scroll={{ y: 320 }}
                  dataSource={figures.companies}
                  locale={{ emptyText: '今日暂无呼叫' }}
                  columns={[
                    { title: '企业', dataIndex: 'companyName', ellipsis: true },
                    { title: '呼叫量', dataIndex: 'calls', width: 90 },
                    { title: '接通量', dataIndex: 'connected', width: 90 },
                    { title: '接通率', key: 'rate', width: 90, render: (_, row) => rate(row.connected, row.calls) },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </div>
  );
}
