import { createResourcePage, resourceColumns } from '@console/sdk/kit';
import { Input, Space, Table } from 'antd';
import { useState } from 'react';
import { axbApi, axbPhoneBindings, axbUsers, type AxbPhoneBinding } from '../contract';

/**
 * Each company's callback service in one row (/GSAxb, admin, POST /api/xsAxb/userList): its numbers, live
 * bindings, calls and spend; 号码查询 (GET /api/xsAxb/phoneInfo) finds the live bindings of a phone.
 */
export default createResourcePage({
  resource: axbUsers,
  noun: 'AXB用户',
  list: axbApi.userList,
  panels: [{ label: '号码查询', call: axbApi.phoneInfo, width: 900, content: () => <PhoneLookup /> }],
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
