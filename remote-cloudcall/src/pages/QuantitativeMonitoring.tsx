import { Chart } from '@console/sdk';
import { createResourcePage } from '@console/sdk/kit';
import { useEffect, useState } from 'react';
import { aiRiskDays, inspectionApi, type AiRiskDayRow } from '../contract';

/** The days the trend draws. */
export const TREND_DAYS = 30;

/**
 * 量化智能监控 (/quantitativeIntelligenceMonitoring, `POST /api/record/AiRiskRecord`): per day, the calls the
 * AI inspected and how many were of each risk level, as a list and as a trend.
 */
export default createResourcePage({
  resource: aiRiskDays,
  noun: 'AI风险日报',
  list: inspectionApi.AiRiskRecord,
  panels: [{ label: '风险趋势', call: inspectionApi.AiRiskRecord, width: 960, content: () => <RiskTrend /> }],
});

/** The last days' risk counts, oldest first, as stacked bars. */
export function trendSeries(rows: readonly AiRiskDayRow[]) {
  const days = [...rows].reverse();
  return {
    days: days.map((row) => row.day),
    high: days.map((row) => row.high),
    medium: days.map((row) => row.medium),
    low: days.map((row) => row.low),
  };
}

function RiskTrend() {
  const [rows, setRows] = useState<AiRiskDayRow[] | null>(null);
  useEffect(() => {
    void inspectionApi.AiRiskRecord({ pageIndex: 1, pageSize: TREND_DAYS }).then(
      ({ data }) => setRows(data.list),
      () => setRows([]),
    );
  }, []);
  if (!rows) return null;
  const series = trendSeries(rows);
  return (
    <Chart
      label="AI风险趋势"
      height={420}
      option={{
        legend: { data: ['高风险', '中风险', '低风险'] },
        tooltip: { trigger: 'axis' },
        xAxis: { type: 'category', data: series.days },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: '高风险', type: 'bar', stack: 'risk', data: series.high, itemStyle: { color: '#cf1322' } },
          { name: '中风险', type: 'bar', stack: 'risk', data: series.medium, itemStyle: { color: '#d46b08' } },
          { name: '低风险', type: 'bar', stack: 'risk', data: series.low, itemStyle: { color: '#1d39c4' } },
        ],
      }}
    />
  );
}
