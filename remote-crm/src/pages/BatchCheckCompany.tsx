import { SearchOutlined } from '@ant-design/icons';
import { formatDateTime, ListPage, resourceColumns, resourceFilters, type ListContext } from '@console/sdk/kit';
import { batchCheckItem, batchCheckNames, leadFindingApi, type BatchCheckItemRow, type BatchCheckRow } from '../contract';
import { App, Button, Card, Form, Input, Select, Space, Statistic, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { CollectButton } from '../shared/collect';

const ITEM_FILTERS = resourceFilters(batchCheckItem);

const ITEM_COLUMNS = resourceColumns<BatchCheckItemRow>(
  batchCheckItem,
  [
    'inputName',
    'matched',
    'legalPerson',
    { title: '地区', key: 'region', render: (_: unknown, row: BatchCheckItemRow) => (row.province ? `${row.province} ${row.city}` : '-') },
    'industry',
    'registeredCapital',
    'status',
    'phone',
  ],
  { registeredCapital: { render: (value: number | null) => (value === null ? '-' : value.toLocaleString('zh-CN')) } },
);

/** Batch company check (/batchCheckCompany): many names against the directory, with the results kept. */
export default function BatchCheckCompany() {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ names: string }>();
  const [checks, setChecks] = useState<BatchCheckRow[]>([]);
  const [checkId, setCheckId] = useState<number>();
  const [busy, setBusy] = useState(false);
  const current = checks.find((check) => check.id === checkId);

  const loadChecks = useCallback(async () => {
    const { data } = await leadFindingApi.batchCheckList({ pageIndex: 1, pageSize: 100 });
    setChecks(data.list);
    return data.list;
  }, []);
  useEffect(() => {
    loadChecks()
      .then((list) => setCheckId((id) => id ?? list[0]?.id))
      .catch(() => undefined);
  }, [loadChecks]);

  const check = async ({ names }: { names: string }) => {
    const list = batchCheckNames(names ?? '');
    if (list.length === 0) return message.warning('请输入企业名称，每行一个');
    setBusy(true);
    try {
      const { data } = await leadFindingApi.batchCheck({ names: list.join('\n') });
      message.success(`查询完成：共 ${data.total} 家，匹配 ${data.matched} 家`);
      await loadChecks();
      setCheckId(data.id);
    } catch {
      /* the input stays */
    } finally {
      setBusy(false);
    }
  };

  const fetch = useMemo(
    () => async (query: Record<string, unknown> & { pageIndex: number; pageSize: number }) =>
      checkId ? (await leadFindingApi.batchCheckItems({ ...query, checkId })).data : { list: [], total: 0 },
    [checkId],
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless" title="批量查企业">
        <Form form={form} layout="vertical" onFinish={check}>
          <Form.Item name="names" label="企业名称" extra="每行一个企业全称，一次最多 1000 家" rules={[{ required: true, message: '请输入企业名称，每行一个' }]}>
            <Input.TextArea rows={6} placeholder={'星辰科技有限公司\n示例贸易有限公司'} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={busy}>
            开始查询
          </Button>
        </Form>
      </Card>
      <Card
        variant="borderless"
        title="查询结果"
        extra={
          <Select
            style={{ width: 320 }}
            placeholder="选择查询批次"
            aria-label="查询批次"
            value={checkId}
            onChange={setCheckId}
            options={checks.map((entry) => ({ value: entry.id, label: `${formatDateTime(entry.createdAt)} · ${entry.userName} · ${entry.total} 家` }))}
          />
        }
      >
        {current ? (
          <Space size={48} style={{ marginBottom: 8 }}>
            <Statistic title="查询企业" value={current.total} />
            <Statistic title="已匹配" value={current.matched} />
            <Statistic title="未匹配" value={current.unmatched} />
          </Space>
        ) : (
          <Typography.Text type="secondary">还没有查询记录</Typography.Text>
        )}
      </Card>
      <ListPage<BatchCheckItemRow>
        rowKey="id"
        fetch={fetch}
        filters={ITEM_FILTERS}
        toolbar={({ rows }: ListContext<BatchCheckItemRow>) => (
          <CollectButton kind="company" ids={rows.filter((row) => row.companyId).map((row) => row.companyId!)} label="收集本页已匹配企业" link={false} />
        )}
        columns={ITEM_COLUMNS}
      />
    </Space>
  );
}
