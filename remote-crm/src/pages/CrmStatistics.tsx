import { mayCall } from '@console/sdk/contract';
import { AuditOutlined } from '@ant-design/icons';
import { Chart } from '@console/sdk';
import { currentUser, formatMoney, moneyColumn, textColumn } from '@console/sdk/kit';
import { intentionCustomerApi, type CrmSum } from '../contract';
import { Button, Card, Col, DatePicker, Empty, Flex, Row, Select, Space, Spin, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

type Range = [Dayjs, Dayjs];
type OwnerRow = CrmSum['byOwner'][number];

/** The request of the statistics: a whole-day range and, above company level, one company. */
export function statisticsRequest(range: Range, companyId?: number) {
  return { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD'), ...(companyId ? { companyId } : {}) };
}

/** Chart options from getCrmSum: stages as a pie, sources as bars, new customers and follow-ups per day. */
export function statisticsCharts(sum: CrmSum) {
  return {
    progress: {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0 },
      series: [{ type: 'pie', radius: ['40%', '70%'], data: sum.byProgress.map((entry) => ({ name: entry.progress || '未设置', value: entry.count })) }],
    },
    source: {
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      xAxis: { type: 'category', data: sum.bySource.map((entry) => entry.source || '未设置') },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: '客户数', data: sum.bySource.map((entry) => entry.count) }],
    },
    trend: {
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: sum.trend.map((point) => point.date.slice(5)) },
      yAxis: { type: 'value' },
      series: [
        { type: 'line', name: '新增客户', smooth: true, data: sum.trend.map((point) => point.customers) },
        { type: 'line', name: '跟进次数', smooth: true, data: sum.trend.map((point) => point.follows) },
      ],
    },
  };
}

/** CRM statistics (/CRMstatistics): getCrmSum as figures, charts and a ranking of owners. */
export default function CrmStatistics() {
  const user = currentUser();
  const navigate = useNavigate();
  const [range, setRange] = useState<Range>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [companyId, setCompanyId] = useState<number>();
  const [companies, setCompanies] = useState<{ value: number; label: string }[]>([]);
  const [sum, setSum] = useState<CrmSum | null>(null);
  const [loading, setLoading] = useState(true);

  // The company select is for whoever may list companies (not gm or oem, who would get an empty select).
  const choosesCompany = !user.insideCompany && mayCall(intentionCustomerApi.companies);
  useEffect(() => {
    if (!choosesCompany) return;
    intentionCustomerApi
      .companies()
      .then((envelope) => setCompanies(envelope.data.map((company) => ({ value: company.id, label: company.name }))))
      .catch(() => undefined);
  }, [choosesCompany]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    intentionCustomerApi
      .getCrmSum(statisticsRequest(range, companyId))
      .then((envelope) => current && setSum(envelope.data))
      .catch(() => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [range, companyId]);

  const charts = useMemo(() => (sum ? statisticsCharts(sum) : null), [sum]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} className="console-list-page">
      <Card variant="borderless">
        <Flex justify="space-between" wrap gap={12}>
          <Space wrap>
            <span>统计区间</span>
            <DatePicker.RangePicker
              allowClear={false}
              value={range}
              onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
              disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            />
            {choosesCompany && (
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="全部企业"
                aria-label="企业"
                style={{ width: 220 }}
                options={companies}
                value={companyId}
                onChange={setCompanyId}
              />
            )}
          </Space>
          {user.can(intentionCustomerApi.qualityControl) && (
            <Button icon={<AuditOutlined />} onClick={() => navigate('/customerQualityControl')}>
              客户质检
            </Button>
          )}
        </Flex>
      </Card>
      {loading && !sum ? (
        <Spin style={{ display: 'block', margin: 48 }} />
      ) : !sum ? (
        <Empty description="暂无统计数据" />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {[
              ['客户总数', sum.total],
              ['我的客户', sum.mine],
              ['公海客户', sum.highSeas],
              ['部门公海', sum.departmentHighSeas],
              ['区间新增', sum.newInRange],
              ['区间跟进', sum.followsInRange],
              ['今日跟进', sum.followedToday],
            ].map(([title, value]) => (
              <Col key={title} xs={12} md={6} xl={3}>
                <Card variant="borderless">
                  <Statistic title={title} value={value} />
                </Card>
              </Col>
            ))}
            <Col xs={12} md={6} xl={3}>
              <Card variant="borderless">
                <Statistic title="预计金额（元）" value={formatMoney(sum.pipelineAmount)} styles={{ content: { fontSize: 18, lineHeight: '38px' } }} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={8}>
              <Card variant="borderless" title="跟进进度分布">
                <Chart option={charts!.progress} label="跟进进度分布" />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card variant="borderless" title="客户来源">
                <Chart option={charts!.source} label="客户来源" />
              </Card>
            </Col>
            <Col xs={24} xl={8}>
              <Card variant="borderless" title="负责人排行">
                <Table
                  size="small"
                  rowKey="name"
                  pagination={false}
                  dataSource={sum.byOwner}
                  columns={[textColumn<OwnerRow>('负责人', 'name'), textColumn<OwnerRow>('客户数', 'count'), moneyColumn<OwnerRow>('预计金额（元）', 'amount')]}
                />
              </Card>
            </Col>
          </Row>
          <Card variant="borderless" title="新增客户与跟进趋势">
            <Chart option={charts!.trend} height={320} label="新增客户与跟进趋势" />
          </Card>
        </>
      )}
    </Space>
  );
}
