import { LineChartOutlined, ReloadOutlined } from '@ant-design/icons';
import { Chart } from '@console/sdk';
import { callerShouldTell, createResourcePage, formatDuration, formatMoney, type Query } from '@console/sdk/kit';
import { App, Button, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { COMPANY_STATISTICS_TEXTS, companyStatistics, companyStatisticsApi, type CompanyStatisticsTotals } from '../contract';

/** The search's figures above the list: the sums of the rows it matches. */
export async function statisticsSummary(query: Query) {
  const { data } = await companyStatisticsApi.totals(query);
  const rate = data.calls ? ((data.connected / data.calls) * 100).toFixed(1) : '0.0';
  return [
    { title: '呼叫量', value: data.calls },
    { title: '接通量', value: data.connected },
    { title: '接通率', value: `${rate}%` },
    { title: '通话时长', value: formatDuration(data.seconds) },
    { title: '计费金额（元）', value: formatMoney(data.charge) },
  ];
}

/** 企业统计 (/companyStatistics): per company and day, counted again on demand (updateCompanyStatistics), downloaded as .xlsx. */
export default createResourcePage({
  resource: companyStatistics,
  noun: '企业统计',
  list: companyStatisticsApi.list,
  filters: ['statDate', 'companyName', 'agentName'],
  summary: { call: companyStatisticsApi.totals, load: statisticsSummary },
  panels: [{ label: '近30天趋势', icon: <LineChartOutlined />, call: companyStatisticsApi.totals, content: () => <Trend /> }],
  toolbar: ({ query, reload, user }) => user.can(companyStatisticsApi.update) && <UpdateButton query={query} done={reload} />,
  exporter: companyStatisticsApi.download,
});

/** 更新统计: counts the search's days again (today when the search names none). */
function UpdateButton({ query, done }: { query: Query; done: () => void }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const range = { statDateFrom: query.statDateFrom as string | undefined, statDateTo: query.statDateTo as string | undefined };
  const update = async () => {
    setBusy(true);
    try {
      const { data } = await companyStatisticsApi.update(range);
      message.success(COMPANY_STATISTICS_TEXTS.updated(data.days, data.rows));
      done();
    } catch (cause) {
      if (callerShouldTell(cause)) message.error('更新统计失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={range.statDateFrom ? '按所选统计日期重新统计通话记录？' : '重新统计今天的通话记录？'} onConfirm={() => void update()}>
      <Button icon={<ReloadOutlined />} loading={busy}>
        更新统计
      </Button>
    </Popconfirm>
  );
}

/** The last 30 days' calls and connected calls, summed over the companies the user sees. */
function Trend() {
  const [days, setDays] = useState<CompanyStatisticsTotals['days'] | null>(null);
  useEffect(() => {
    companyStatisticsApi.totals({ statDateFrom: dayjs().subtract(29, 'day').format('YYYY-MM-DD') }).then(
      ({ data }) => setDays(data.days),
      () => setDays([]),
    );
  }, []);
  if (!days) return null;
  return (
    <Chart
      label="近30天呼叫趋势"
      height={360}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { data: ['呼叫量', '接通量'] },
        grid: { left: 48, right: 16, top: 40, bottom: 24 },
        xAxis: { type: 'category', data: days.map((point) => point.date.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: '呼叫量', type: 'bar', data: days.map((point) => point.calls) },
          { name: '接通量', type: 'line', smooth: true, data: days.map((point) => point.connected) },
        ],
      }}
    />
  );
}
