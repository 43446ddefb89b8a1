import { LineChartOutlined } from '@ant-design/icons';
import { Chart } from '@console/sdk';
import { createResourcePage } from '@console/sdk/kit';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { report, reportApi, type ReportRow } from '../contract';

/** The months of the rows, oldest first, each summed over the agents it has rows of. */
export function monthlyTrend(rows: readonly Pick<ReportRow, 'statMonth' | 'calls' | 'connected' | 'topUpAmount'>[]) {
  const months = new Map<string, { month: string; calls: number; connected: number; topUpAmount: number }>();
  for (const row of rows) {
    const month = row.statMonth.slice(0, 7);
    const sum = months.get(month) ?? { month, calls: 0, connected: 0, topUpAmount: 0 };
    sum.calls += row.calls;
    sum.connected += row.connected;
    sum.topUpAmount = Math.round((sum.topUpAmount + row.topUpAmount) * 100) / 100;
    months.set(month, sum);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/** 报表 (/report): each agent's month (calls, top-ups, new customers), a 12-month chart, and .xlsx. */
export default createResourcePage({
  resource: report,
  noun: '报表',
  list: reportApi.list,
  filters: ['statMonth', 'agentName'],
  columnOverrides: { statMonth: { render: (value: string) => value.slice(0, 7) } },
  panels: [{ label: '近12个月趋势', icon: <LineChartOutlined />, call: reportApi.list, content: () => <Trend /> }],
  exporter: reportApi.export,
});

function Trend() {
  const [points, setPoints] = useState<ReturnType<typeof monthlyTrend> | null>(null);
  useEffect(() => {
    const statMonthFrom = dayjs().subtract(11, 'month').startOf('month').format('YYYY-MM-DD');
    reportApi.list({ statMonthFrom, pageSize: 100 }).then(
      ({ data }) => setPoints(monthlyTrend(data.list)),
      () => setPoints([]),
    );
  }, []);
  if (!points) return null;
  return (
    <Chart
      label="近12个月呼叫与充值趋势"
      height={360}
      option={{
        tooltip: { trigger: 'axis' },
        legend: { data: ['呼叫量', '接通量', '充值金额（元）'] },
        grid: { left: 56, right: 56, top: 40, bottom: 24 },
        xAxis: { type: 'category', data: points.map((point) => point.month) },
        yAxis: [
          { type: 'value', minInterval: 1 },
          { type: 'value', splitLine: { show: false } },
        ],
        series: [
          { name: '呼叫量', type: 'bar', data: points.map((point) => point.calls) },
          { name: '接通量', type: 'bar', data: points.map((point) => point.connected) },
          { name: '充值金额（元）', type: 'line', yAxisIndex: 1, data: points.map((point) => point.topUpAmount) },
        ],
      }}
    />
  );
}
