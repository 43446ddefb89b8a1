import { EnvironmentOutlined } from '@ant-design/icons';
import { Chart } from '@console/sdk';
import { ListPage, resourceColumns, resourceFilters, type ListContext } from '@console/sdk/kit';
import { directoryCompany, leadFindingApi, type DirectoryCompanyRow } from '../contract';
import { Alert, Card, Col, Empty, Row, Select, Space, Spin, Tree, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { CollectButton } from '../shared/collect';
import { INDUSTRY_OPTIONS } from '../shared/directory';
import { groupRegions, regionOfKey, type ProvinceGroup, type RegionChoice } from '../shared/regions';
import type { FilterOption } from '@console/sdk/kit';
import { directoryColumns } from './DirectorySearch';

const FILTERS = resourceFilters(directoryCompany, ['name']);

/**
 * Map search (/mapSearch). Offline there are no map tiles, so the map is a region list: the
 * directory's companies per province and city, a chart of the provinces, and the companies of the
 * chosen region.
 */
export default function MapSearch() {
  const [industry, setIndustry] = useState<string>();
  const [industries, setIndustries] = useState<FilterOption[]>([]);
  const [groups, setGroups] = useState<ProvinceGroup[] | null>(null);
  const [region, setRegion] = useState<RegionChoice>({});

  useEffect(() => {
    INDUSTRY_OPTIONS()
      .then(setIndustries)
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    let current = true;
    setGroups(null);
    leadFindingApi
      .regions({ kind: 'company', ...(industry ? { industry } : {}) })
      .then((envelope) => current && setGroups(groupRegions(envelope.data)))
      .catch(() => current && setGroups([]));
    return () => {
      current = false;
    };
  }, [industry]);

  const fetch = useMemo(
    () => async (query: Record<string, unknown>) =>
      (await leadFindingApi.advancedSearch({ ...query, ...region, ...(industry ? { industry } : {}) } as never)).data,
    [region, industry],
  );
  const chart = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 72, right: 16, top: 8, bottom: 24 },
      xAxis: { type: 'value' },
      yAxis: { type: 'category', inverse: true, data: (groups ?? []).map((group) => group.province) },
      series: [{ type: 'bar', name: '企业数', data: (groups ?? []).map((group) => group.count) }],
    }),
    [groups],
  );
  const total = (groups ?? []).reduce((sum, group) => sum + group.count, 0);

  return (
    <Row gutter={16} className="console-list-page">
      <Col xs={24} xl={7}>
        <Card
          variant="borderless"
          title={
            <Space>
              <EnvironmentOutlined />
              地区分布
            </Space>
          }
          extra={
            <Select allowClear placeholder="全部行业" aria-label="行业" style={{ width: 180 }} options={industries} value={industry} onChange={setIndustry} />
          }
        >
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title="离线环境不加载地图底图，按地区列表展示企业分布；点选省份或城市查看企业。" />
          {groups === null ? (
            <Spin />
          ) : groups.length === 0 ? (
            <Empty description="没有符合条件的企业" />
          ) : (
            <>
              <Chart option={chart} height={Math.max(200, groups.length * 26)} label="各省企业数量" />
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0' }}>
                共 {total} 家企业，{groups.length} 个省份
              </Typography.Paragraph>
              <Tree
                data-testid="region-list"
                blockNode
                height={420}
                selectedKeys={region.province ? [region.city ? `${region.province}/${region.city}` : region.province] : []}
                onSelect={(keys) => setRegion(keys[0] ? regionOfKey(String(keys[0])) : {})}
                treeData={groups.map((group) => ({
                  key: group.province,
                  title: `${group.province}（${group.count}）`,
                  children: group.cities.map((city) => ({ key: `${group.province}/${city.city}`, title: `${city.city}（${city.count}）`, isLeaf: true })),
                }))}
              />
            </>
          )}
        </Card>
      </Col>
      <Col xs={24} xl={17}>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {region.province ? `${region.province}${region.city && region.city !== region.province ? ` · ${region.city}` : ''}的企业` : '全部地区的企业'}
        </Typography.Title>
        <ListPage<DirectoryCompanyRow>
          rowKey="id"
          fetch={fetch}
          filters={FILTERS}
          toolbar={({ rows }: ListContext<DirectoryCompanyRow>) => (
            <CollectButton kind="company" ids={rows.map((row) => row.id)} label="收集本页企业" link={false} />
          )}
          columns={[
            ...directoryColumns(),
            ...resourceColumns<DirectoryCompanyRow>(directoryCompany, ['address'], { address: { ellipsis: true, width: 220 } }),
            {
              title: '操作',
              key: 'actions',
              fixed: 'right',
              render: (_: unknown, row: DirectoryCompanyRow) => <CollectButton kind="company" ids={[row.id]} />,
            },
          ]}
        />
      </Col>
    </Row>
  );
}
