import { DeleteOutlined } from '@ant-design/icons';
import { Chart } from '@console/sdk';
import { createResourcePage, listFetch, ListPage, resourceColumns, resourceFilters } from '@console/sdk/kit';
import { useEffect, useState } from 'react';
import { warningApi, warningCompanies, warnings, type WarningCompanyRow } from '../contract';

/** Warning numbers (`/api/warning/*`, spec section 7): the list, its counts, the companies, the top ten, two files. */
export default createResourcePage({
  resource: warnings,
  noun: '预警号码',
  list: warningApi.warNingPhone,
  filters: ['phoneNumber', 'reason', 'agentId', 'companyName', 'validDate', 'createdAt'],
  summary: {
    call: warningApi.count,
    load: async (query) => {
      const { data } = await warningApi.count(query);
      return [
        { title: '预警号码', value: data.total },
        { title: '即将到期', value: data.expiring },
        { title: '已过期', value: data.expired, alert: data.expired > 0 },
        { title: '涉及企业', value: data.companies },
      ];
    },
  },
  batch: [
    {
      label: '移除预警',
      call: warningApi.remove,
      danger: true,
      icon: <DeleteOutlined />,
      confirm: (n) => `确定将选中的 ${n} 个号码移出预警列表吗？`,
      run: async (rows) => `已移除 ${(await warningApi.remove({ ids: rows.map((row) => row.id) })).data.removed} 个`,
    },
  ],
  panels: [
    { label: '企业预警', call: warningApi.warNingCompany, width: 1000, content: () => <WarningCompanies /> },
    { label: '预警企业TOP10', call: warningApi.top, width: 760, content: () => <TopCompanies /> },
  ],
  exporter: [warningApi.downloadWarningPhone, { call: warningApi.downloadInvalidDatePhone, label: '导出过期号码' }],
});

/** Companies with warning numbers (warNingCompany): a list of its own inside the dialog. */
function WarningCompanies() {
  return (
    <ListPage<WarningCompanyRow>
      ownState
      rowKey="companyId"
      fetch={listFetch<WarningCompanyRow>(warningApi.warNingCompany)}
      filters={resourceFilters(warningCompanies)}
      columns={resourceColumns<WarningCompanyRow>(warningCompanies)}
    />
  );
}

/** The ten companies with the most warning numbers (top). */
function TopCompanies() {
  const [top, setTop] = useState<{ companyName: string; total: number }[] | null>(null);
  useEffect(() => {
    void warningApi.top().then(
      ({ data }) => setTop(data),
      () => setTop([]),
    );
  }, []);
  if (!top) return null;
  const names = top.map((row) => row.companyName).reverse();
  return (
    <Chart
      label="预警企业TOP10"
      height={420}
      option={{
        grid: { left: 160, right: 40, top: 10, bottom: 30 },
        xAxis: { type: 'value', minInterval: 1 },
        yAxis: { type: 'category', data: names },
        series: [{ type: 'bar', data: top.map((row) => row.total).reverse(), label: { show: true, position: 'right' } }],
        tooltip: { trigger: 'axis' },
      }}
    />
  );
}
