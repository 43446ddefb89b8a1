import { mayCall } from '@console/sdk/contract';
import { PlayCircleOutlined, SaveOutlined } from '@ant-design/icons';
import { createResourcePage, currentUser, formatDateTime, listFetch, useOptions, type PageQuery, type Query } from '@console/sdk/kit';
import { crmLog, intentionCustomerApi, POOL_LABELS, type RecoveryRule } from '../contract';
import { App, Button, Card, Descriptions, Form, InputNumber, Popconfirm, Select, Space, Switch } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PROGRESS_OPTIONS } from '../shared/formOptions';
import { recordKeys, RELEASE_TITLES } from './CrmRecords';

export const recoveryFetch = listFetch(intentionCustomerApi.RecoveryRecord);

interface RuleValues {
  enabled: boolean;
  noFollowDays: number;
  targetPool: 'high' | 'department';
  excludeProgress: string[];
}

/** The rule as the form holds it, and back. */
export const ruleToValues = (rule: RecoveryRule): RuleValues => ({
  enabled: rule.enabled,
  noFollowDays: rule.noFollowDays,
  targetPool: rule.targetPool,
  excludeProgress: rule.excludeProgress,
});

/** The rule card: edited by the company account, read by everyone else (above company level: per company). */
function RuleCard({ onRun }: { onRun: () => void }) {
  const { message } = App.useApp();
  const user = currentUser();
  const progress = useOptions(PROGRESS_OPTIONS);
  const [form] = Form.useForm<RuleValues>();
  const [rule, setRule] = useState<RecoveryRule | null>(null);
  const [companyId, setCompanyId] = useState<number>();
  const [companies, setCompanies] = useState<{ value: number; label: string }[]>([]);
  const [busy, setBusy] = useState(false);
  const editable = user.can(intentionCustomerApi.AutomaticRecovery);

  // The company select is for whoever may list companies (not gm or oem, who would get an empty select).
  const choosesCompany = !user.insideCompany && mayCall(intentionCustomerApi.companies);
  useEffect(() => {
    if (!choosesCompany) return;
    intentionCustomerApi
      .companies()
      .then(({ data }) => {
        setCompanies(data.map((company) => ({ value: company.id, label: company.name })));
        setCompanyId((current) => current ?? data[0]?.id);
      })
      .catch(() => undefined);
  }, [choosesCompany]);

  // A role outside any company that may not list companies (gm, oem) has no rule to see.
  const hasRule = user.insideCompany || choosesCompany;
  const load = useCallback(() => {
    if (!hasRule || (choosesCompany && companyId === undefined)) return;
    intentionCustomerApi
      .getAutomaticRecovery(companyId ? { companyId } : {})
      .then(({ data }) => {
        setRule(data);
        form.setFieldsValue(ruleToValues(data));
      })
      .catch(() => undefined);
  }, [companyId, form, choosesCompany, hasRule]);
  useEffect(load, [load]);

  const save = async (values: RuleValues) => {
    setBusy(true);
    try {
      const { data } = await intentionCustomerApi.AutomaticRecovery(values);
      setRule(data);
      message.success('规则已保存');
    } catch {
      /* kept as typed */
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    try {
      const { data } = await intentionCustomerApi.runRecovery();
      message.success(`已回收 ${data.recycled} 个客户`);
      load();
      onRun();
    } catch {
      /* said */
    }
  };

  const pools = [{ value: 'high', label: POOL_LABELS.high }, ...(user.flags.CRMDepartmentHigh ? [{ value: 'department', label: POOL_LABELS.department }] : [])];

  if (!hasRule) return null;
  return (
    <Card variant="borderless" title="自动回收规则" style={{ marginBottom: 16 }}>
      {choosesCompany && (
        <Space style={{ marginBottom: 16 }}>
          <span>企业</span>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 260 }}
            options={companies}
            value={companyId}
            onChange={setCompanyId}
            placeholder="请选择企业"
            aria-label="企业"
          />
        </Space>
      )}
      <Form form={form} layout="inline" onFinish={save} disabled={!editable} style={{ rowGap: 12 }}>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="noFollowDays" label="未跟进天数" rules={[{ required: true, message: '请填写未跟进天数' }]}>
          <InputNumber min={1} max={365} precision={0} suffix="天" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="targetPool" label="回收到">
          <Select options={pools} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="excludeProgress" label="不回收的进度">
          <Select mode="multiple" allowClear options={progress} style={{ minWidth: 220 }} placeholder="请选择" />
        </Form.Item>
        {editable && (
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy}>
                保存规则
              </Button>
              <Popconfirm title="提示" description="确定按已保存的规则立即回收吗?" onConfirm={run} okText="确定" cancelText="取消">
                <Button icon={<PlayCircleOutlined />} disabled={!rule?.enabled}>
                  立即执行
                </Button>
              </Popconfirm>
            </Space>
          </Form.Item>
        )}
      </Form>
      {rule && (
        <Descriptions
          size="small"
          column={3}
          style={{ marginTop: 16 }}
          items={[
            {
              key: 'rule',
              label: '规则说明',
              children: rule.enabled ? `超过 ${rule.noFollowDays} 天未跟进的客户回收到${POOL_LABELS[rule.targetPool]}` : '未启用',
            },
            { key: 'lastRun', label: '上次执行', children: formatDateTime(rule.lastRunAt) },
            { key: 'updated', label: '规则更新', children: formatDateTime(rule.updatedAt) },
          ]}
        />
      )}
    </Card>
  );
}

/**
 * The recycling record: the releases the rule made. `runs` counts the runs made here: each is a new
 * declaration, so a new fetch (the search form kept), and the record shows what the run recycled.
 */
const RecoveryRecords = createResourcePage(() => ({
  resource: crmLog,
  noun: '回收记录',
  list: (query: Query & PageQuery) => recoveryFetch(query),
  filters: ['recordName', 'recordPhone', 'createdAt'],
  columns: ({ user }) => recordKeys('release', user.insideCompany),
  columnOverrides: { ...RELEASE_TITLES, detail: { title: '回收原因' } },
}));

/** Automatic recycling (/automaticRecycling): the rule (AutomaticRecovery, getAutomaticRecovery) and its record (RecoveryRecord). */
export default function AutomaticRecycling() {
  const [runs, setRuns] = useState(0);
  return (
    <>
      <RuleCard onRun={() => setRuns((n) => n + 1)} />
      <RecoveryRecords params={{ runs }} />
    </>
  );
}
