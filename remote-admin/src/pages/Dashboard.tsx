import { Card, Col, List, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Chart } from '@console/sdk';
import { formatMoney } from '@console/sdk/kit';
import { sumApi, type CallDataPoint, type HomePageInfo, type LeaderboardRow, type MonthInfo } from '../contract';
import './Dashboard.css';
import { NoticeInbox } from './NoticeInbox';
import { OemEntries } from './OemEntries';
import { DashboardCarousel } from './DashboardCarousel';

interface DashboardData {
  info: HomePageInfo;
  trend: CallDataPoint[];
  leaders: LeaderboardRow[];
  months: MonthInfo[];
}

/** System home: a role without a sidebar's pages (OemEntries), every role's notices (NoticeInbox), then the figures. */
export default function Dashboard() {
  return (
    <>
      <DashboardCarousel />
      <OemEntries />
      <NoticeInbox />
      <DashboardFigures />
    </>
  );
}

/** The figures (`/api/sum/*`): today's calls, a 14-day trend, the 30-day leaderboard, six months. */
function DashboardFigures() {
  const [data, setData] = useState<DashboardData | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    Promise.all([sumApi.getHomePageInfoWithUser(), sumApi.getCallData(), sumApi.leaderboard(), sumApi.getMonthInfo()])
      .then(([info, trend, leaders, months]) => setData({ info: info.data, trend: trend.data, leaders: leaders.data, months: months.data }))
      .catch(() => setFailed(true));
  }, []);

  const trendOption = useMemo(
    () =>
      data && {
        tooltip: { trigger: 'axis' },
        legend: { data: ['呼叫量', '接通量'] },
        grid: { left: 40, right: 16, top: 40, bottom: 24 },
        xAxis: { type: 'category', data: data.trend.map((point) => point.date.slice(5)) },
        yAxis: { type: 'value' },
        series: [
          { name: '呼叫量', type: 'line', smooth: true, data: data.trend.map((point) => point.calls) },
          { name: '接通量', type: 'line', smooth: true, data: data.trend.map((point) => point.connected) },
        ],
      },
    [data],
  );

  if (failed) return <Typography.Text type="danger">首页数据加载失败，请刷新重试</Typography.Text>;
  if (!data || !trendOption) return <Skeleton active paragraph={{ rows: 8 }} />;
  const { info } = data;
  const connectRate = info.todayCalls ? ((info.todayConnected / info.todayCalls) * 100).toFixed(1) : '0.0';

  return (
    <div data-testid="dashboard">
      <Row gutter={[16, 16]} className="dashboard-stats">
        {[
          { title: '今日呼叫', value: info.todayCalls },
          { title: '今日接通', value: info.todayConnected, suffix: `（${connectRate}%）` },
          { title: '今日通话（分钟）', value: info.todayMinutes },
          { title: '本月呼叫', value: info.monthCalls },
          { title: '企业数', value: info.companies },
          { title: '账户余额（元）', value: formatMoney(info.balance) },
        ].map((card) => (
          <Col key={card.title} xs={12} md={8} xl={4}>
            <Card variant="borderless">
              <Statistic title={card.title} value={card.value} suffix={card.suffix} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} xl={16}>
          <Card title="近14天呼叫趋势" variant="borderless">
            <Chart option={trendOption} label="近14天呼叫趋势" />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="近30天呼叫排行" variant="borderless">
            <List
              className="dashboard-leaders"
              size="small"
              dataSource={data.leaders}
              locale={{ emptyText: '暂无数据' }}
              renderItem={(row, index) => (
                <List.Item>
                  <span className="dashboard-leader-name">
                    {index + 1}. {row.name}
                  </span>
                  <span className="dashboard-leader-count">{`${row.calls} 次 / ${row.minutes} 分钟`}</span>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <Card title="月度统计" variant="borderless" style={{ marginTop: 16 }}>
        <Table<MonthInfo>
          rowKey="month"
          size="small"
          pagination={false}
          dataSource={data.months}
          columns={[
            { title: '月份', dataIndex: 'month' },
            { title: '呼叫量', dataIndex: 'calls' },
            { title: '通话分钟', dataIndex: 'minutes' },
          ]}
        />
      </Card>
    </div>
  );
}
