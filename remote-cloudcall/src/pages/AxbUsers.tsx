import { Chart } from '@console/sdk';
import { createResourcePage, resourceColumns } from '@console/sdk/kit';
import { Input, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { axbApi, axbPhoneBindings, axbUsers, type AxbPhoneBinding, type AxbUserRow } from '../contract';

/**
 * Each company's callback service in one row (/GSAxb, admin, POST /api/axb/userList): its numbers, live
 * bindings, calls and spend; 号码查询 (GET /api/axb/phoneInfo) finds the live bindings of a phone.
 */
export default createResourcePage({
  resource: axbUsers,
  noun: 'AXB用户',
  list: axbApi.userList,
  panels: [
    { label: '号码查询', call: axbApi.phoneInfo, width: 900, content: () => <PhoneLookup /> },
    { label: '消费TOP10', call: axbApi.userList, width: 860, content: () => <TopSpenders /> },
  ],
  exporter: axbApi.exportUsers,
});

/** A phone's live bindings, as A or as B. */
export function PhoneLookup() {
  const [found, setFound] = useState<{ phone: string; bindings: AxbPhoneBinding[] } | null>(null);
  const [loading, setLoading] = useState(false);
  const lookUp = async (phone: string) => {
    if (!phone.trim()) return;
    setLoading(true);
    try {
      setFound((await axbApi.phoneInfo({ phone: phone.trim() })).data);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.Search
        aria-label="号码"
        placeholder="输入A号码或B号码"
        enterButton="查询"
        maxLength={11}
        loading={loading}
        onSearch={(phone) => void lookUp(phone)}
      />
      {found && (
        <Table<AxbPhoneBinding>
          rowKey="xNumber"
          size="small"
          dataSource={found.bindings}
          columns={resourceColumns<AxbPhoneBinding>(axbPhoneBindings)}
          pagination={false}
          locale={{ emptyText: `号码 ${found.phone} 没有绑定中的中间号` }}
        />
      )}
    </Space>
  );
}

/** The ten companies that spent most on callback: the list itself, sorted by 消费 on the server. */
export function TopSpenders() {
  const [top, setTop] = useState<AxbUserRow[] | null>(null);
  useEffect(() => {
    void axbApi.userList({ sortField: 'fee', sortOrder: 'descend', pageIndex: 1, pageSize: 10 } as never).then(
      ({ data }) => setTop(data.list),
      () => setTop([]),
    );
  }, []);
  if (!top) return null;
  const shown = [...top].reverse();
  return (
    <Chart
      label="消费TOP10"
      height={420}
      option={{
        grid: { left: 200, right: 60, top: 10, bottom: 30 },
        xAxis: { type: 'value', name: '元' },
        yAxis: { type: 'category', data: shown.map((row) => row.companyName) },
        series: [{ type: 'bar', data: shown.map((row) => row.fee), label: { show: true, position: 'right' } }],
        tooltip: { trigger: 'axis' },
      }}
    />
  );
}
