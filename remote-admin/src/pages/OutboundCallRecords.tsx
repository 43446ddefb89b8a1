import { DeleteOutlined, SettingOutlined } from '@ant-design/icons';
import { callerShouldTell, createResourcePage, FormDialog, resourceForm, type SummaryItem } from '@console/sdk/kit';
import { App, Button } from 'antd';
import { useState } from 'react';
import {
  CALL_RETENTION_TEXTS,
  callRetentionDefaults,
  outboundCallRecords,
  outboundCallRecordsApi,
  type CallRetentionDefaults,
  type OutboundCallRecordsRow,
} from '../contract';

/** The figures above the list: the platform's defaults, and what a purge of every company in reach would delete now. */
export async function retentionSummary(): Promise<SummaryItem[]> {
  const [{ data: defaults }, { data: expired }] = await Promise.all([outboundCallRecordsApi.getDefaults(), outboundCallRecordsApi.expiredCount({})]);
  return [
    { title: '平台默认通话记录保留', value: defaults.recordDays, suffix: '天' },
    { title: '平台默认录音保留', value: defaults.recordingDays, suffix: '天' },
    { title: '可清理通话记录', value: expired.records, alert: expired.records > 0 },
    { title: '可清理录音', value: expired.recordings, alert: expired.recordings > 0 },
  ];
}

/** The purge's question from its preview, or that there is nothing to purge. */
export const purgeQuestion = ({ records, recordings }: { records: number; recordings: number }) =>
  records + recordings === 0 ? CALL_RETENTION_TEXTS.noneExpired : CALL_RETENTION_TEXTS.purgeQuestion(records, recordings);

/**
 * 外呼记录设置 (/outboundCallRecords): per company, whether its calls are recorded and how long its call
 * records and recordings are kept (its own days or the platform's defaults), and the purge of what is
 * past that, per company or for every company in reach, each asked with its preview count first.
 */
export default createResourcePage({
  resource: outboundCallRecords,
  noun: '外呼记录设置',
  list: outboundCallRecordsApi.list,
  form: {
    edit: { call: outboundCallRecordsApi.update, title: (row: OutboundCallRecordsRow) => `外呼记录设置：${row.companyName}` },
  },
  rowActions: [
    {
      label: '清理过期',
      call: outboundCallRecordsApi.purgeExpired,
      danger: true,
      visible: (row) => row.expiredRecords + row.expiredRecordings > 0,
      confirm: (row) => purgeQuestion({ records: row.expiredRecords, recordings: row.expiredRecordings }),
      run: (row) => outboundCallRecordsApi.purgeExpired({ id: row.id }),
      successMessage: '清理完成',
    },
  ],
  summary: { call: outboundCallRecordsApi.expiredCount, load: retentionSummary },
  toolbar: ({ reload, user }) => (
    <>
      {user.can(outboundCallRecordsApi.purgeExpired) && <PurgeAllButton done={reload} />}
      {user.can(outboundCallRecordsApi.updateDefaults) && <DefaultsButton done={reload} />}
    </>
  ),
  exporter: outboundCallRecordsApi.export,
});

/** 清理全部过期: counts what every company in reach has past its retention, asks with that count, then purges. */
function PurgeAllButton({ done }: { done: () => void }) {
  const { message, modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const { data: expired } = await outboundCallRecordsApi.expiredCount({});
      if (expired.records + expired.recordings === 0) return void message.info(CALL_RETENTION_TEXTS.noneExpired);
      modal.confirm({
        title: '提示',
        content: purgeQuestion(expired),
        okText: '确定清理',
        okButtonProps: { danger: true },
        cancelText: '取消',
        onOk: async () => {
          const { data } = await outboundCallRecordsApi.purgeExpired({});
          message.success(CALL_RETENTION_TEXTS.purged(data.records, data.recordings));
          done();
        },
      });
    } catch (cause) {
      if (callerShouldTell(cause)) message.error('统计过期数据失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button danger icon={<DeleteOutlined />} loading={busy} onClick={() => void start()}>
      清理全部过期
    </Button>
  );
}

const DEFAULT_FIELDS = resourceForm(callRetentionDefaults);

/** 平台默认设置 (admin): the days of every company without its own, loaded when the dialog opens. */
function DefaultsButton({ done }: { done: () => void }) {
  const { message } = App.useApp();
  const [defaults, setDefaults] = useState<CallRetentionDefaults | null>(null);
  const open = async () => {
    try {
      setDefaults((await outboundCallRecordsApi.getDefaults()).data);
    } catch (cause) {
      if (callerShouldTell(cause)) message.error('读取平台默认设置失败，请重试');
    }
  };
  return (
    <>
      <Button icon={<SettingOutlined />} onClick={() => void open()}>
        平台默认设置
      </Button>
      <FormDialog
        title="平台默认保留期限"
        open={defaults !== null}
        onClose={() => setDefaults(null)}
        fields={DEFAULT_FIELDS}
        initialValues={defaults ?? undefined}
        onSubmit={(values) => outboundCallRecordsApi.updateDefaults(values as CallRetentionDefaults)}
        onDone={done}
      />
    </>
  );
}
