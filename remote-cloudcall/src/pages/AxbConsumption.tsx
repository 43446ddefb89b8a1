import { Chart } from '@console/sdk';
import { createResourcePage, formatDuration, listStateFromSearch, resourceFilters, toQueryParams, type Query } from '@console/sdk/kit';
import { useEffect, useState } from 'react';
import { axbApi, axbCalls, type AxbCallDay, type AxbCallTotals } from '../contract';

/** The figures above the table: the current search's calls, length, billed minutes and fee. */
export const totalsOf = (totals: AxbCallTotals) => [
  { title: '通话次数', value: totals.calls, suffix: '次' },
  { title: '通话时长', value: formatDuration(totals.seconds) },
  { title: '计费分钟', value: totals.minutes },
  { title: '费用合计', value: totals.fee.toFixed(2), suffix: '元' },
];

/** The calls each binding carried, billed by started minute (/consumptionDetails, admin): their sums, their days, an .xlsx export. */
export default createResourcePage({
  resource: axbCalls,
  noun: '消费明细',
  list: axbApi.callList,
  summary: {
    call: axbApi.callTotals,
    load: async (query) => totalsOf((await axbApi.callTotals(query as never)).data),
  },
  panels: [{ label: '消费趋势', call: axbApi.callTrend, width: 900, content: () => <Trend query={searchOfUrl()} /> }],
  exporter: axbApi.exportCalls,
});

/** The list's search as the URL holds it (the kit keeps the filters there), as the list call is sent it. */
export const searchOfUrl = (search = window.location.search): Query => {
  const filters = resourceFilters(axbCalls);
  return toQueryParams(filters, listStateFromSearch(filters, new URLSearchParams(search)).values);
};

/** The search's fee and calls per day. */
export function Trend({ query }: { query: Query }) {
  const [days, setDays] = useState<AxbCallDay[] | null>(null);
  useEffect(() => {
    void axbApi.callTrend(query as never).then(
      ({ data }) => setDays(data),
      () => setDays([]),
    );
  }, [query]);
  if (!days) return null;
  return (
    <Chart
      label="消费趋势"
      height={360}
      option={{
        grid: { left: 60, right: 60, top: 40, bottom: 30 },
        legend: { data: ['费用（元）', '通话次数'] },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: days.map((day) => day.day) },
        yAxis: [
          { type: 'value', name: '元' },
          { type: 'value', name: '次', minInterval: 1 },
        ],
        series: [
          { name: '费用（元）', type: 'bar', data: days.map((day) => day.fee) },
          { name: '通话次数', type: 'line', yAxisIndex: 1, data: days.map((day) => day.calls) },
        ],
      }}
    />
  );
}
