import { Chart } from '@console/sdk';
import { createResourcePage, formatMoney } from '@console/sdk/kit';
import { Empty, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { numberSourceApi, numberSources, type NumberSourceRow } from '../contract';

/** The ten companies holding the most numbers, as bars of each pool and the stopped ones: the list's first page, drawn. */
export function rankingChart(rows: readonly NumberSourceRow[]) {
  const top = [...rows].reverse();
  const series = (name: string, key: 'platformNumbers' | 'woniuNumbers' | 'stoppedNumbers', stack?: string) => ({
    name,
    type: 'bar',
    stack,
    data: top.map((row) => row[key]),
  });
  return {
    tooltip: { trigger: 'axis' },
    legend: {},
    grid: { left: 8, right: 24, containLabel: true },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: top.map((row) => row.companyName) },
    series: [series('平台号码', 'platformNumbers', 'numbers'), series('蜗牛号码', 'woniuNumbers', 'numbers'), series('停机中', 'stoppedNumbers')],
  };
}

function Ranking() {
  const [rows, setRows] = useState<NumberSourceRow[] | null>(null);
  useEffect(() => {
    let current = true;
    numberSourceApi
      .list({ pageIndex: 1, pageSize: 10 })
      .then((answer) => current && setRows(answer.data.list))
      .catch(() => current && setRows([]));
    return () => {
      current = false;
    };
  }, []);
  if (!rows) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (rows.length === 0) return <Empty description="暂无数据" />;
  return <Chart option={rankingChart(rows)} height={420} label="号码最多的十家企业" />;
}

/**
 * 号源分析 (/hySA): per company, its pool numbers, shutdowns, exemptions and open 蜗牛 bills, counted
 * from the rows of those pages; the figures above are the sums of the search's rows, the chart ranks
 * the companies holding the most numbers.
 */
export default createResourcePage({
  resource: numberSources,
  noun: '企业',
  list: numberSourceApi.list,
  summary: {
    call: numberSourceApi.totals,
    load: async (query) => {
      const { data } = await numberSourceApi.totals(query);
      return [
        { title: '企业数', value: data.companies },
        { title: '平台号码', value: data.platformNumbers },
        { title: '蜗牛号码', value: data.woniuNumbers },
        { title: '停机中', value: data.stoppedNumbers, alert: data.stoppedNumbers > 0 },
        { title: '免停机号码', value: data.exemptNumbers },
        { title: '未结清账单（元）', value: formatMoney(data.openBills) },
      ];
    },
  },
  panels: [{ label: '号码排行', call: numberSourceApi.list, width: 900, content: () => <Ranking /> }],
  exporter: numberSourceApi.export,
});
