import { Chart } from '@console/sdk';
import { createResourcePage } from '@console/sdk/kit';
import { useEffect, useState } from 'react';
import { inspectionApi, qaCompanySummary, type QaCompanySummaryRow } from '../contract';

/** The ranking's size. */
export const RANKING_SIZE = 10;

/** Per enrolled company, what inspection found (/telephoneInspectionList): hits, pending reviews, failures, pass rate, AI high risk. */
export default createResourcePage({
  resource: qaCompanySummary,
  noun: '电话质检',
  list: inspectionApi.inspectionSummary,
  panels: [{ label: '不合格排行', call: inspectionApi.inspectionSummary, width: 900, content: () => <FailedRanking /> }],
  exporter: inspectionApi.exportInspectionSummary,
});

/** The companies with the most failed reviews, most at the top. */
function FailedRanking() {
  const [rows, setRows] = useState<QaCompanySummaryRow[] | null>(null);
  useEffect(() => {
    void inspectionApi.inspectionSummary({ sortField: 'failed', sortOrder: 'descend', pageIndex: 1, pageSize: RANKING_SIZE }).then(
      ({ data }) => setRows(data.list),
      () => setRows([]),
    );
  }, []);
  if (!rows) return null;
  const shown = [...rows].reverse();
  return (
    <Chart
      label="不合格排行"
      height={420}
      option={{
        grid: { left: 180, right: 40, top: 10, bottom: 30 },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', data: shown.map((row) => row.companyName) },
        series: [{ type: 'bar', data: shown.map((row) => row.failed), label: { show: true, position: 'right' } }],
        tooltip: { trigger: 'axis' },
      }}
    />
  );
}
