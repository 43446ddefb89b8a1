import { COMPANY_FIELD } from '@console/sdk/contract/parties';
import { createResourcePage, currentUser, formField, resourceColumns, type FormField, type RowOf } from '@console/sdk/kit';
import { Progress, Table } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { BATCH_ACTIONS, BATCH_TEXTS, batchApi, batchEvents, batches, splitNumbers, type BatchAction, type BatchRow } from '../contract';

type EventRow = RowOf<typeof batchEvents>;

/** A state change offered on the rows whose status allows it, asked first. */
const stateAction = (action: BatchAction) => {
  const rule = BATCH_ACTIONS[action];
  return {
    label: rule.label,
    call: batchApi.state,
    danger: action === 'stop',
    visible: (row: BatchRow) => (rule.from as readonly string[]).includes(row.status),
    // Asked first: a state change reaches every number of the batch (the kit then says so and reloads).
    confirm: (row: BatchRow) => (action === 'stop' ? BATCH_TEXTS.stopConfirm(row.name, row.total - row.called) : `确定${rule.label}批次「${row.name}」吗？`),
    run: (row: BatchRow) => batchApi.state({ id: row.id, action }),
    successMessage: `已${rule.label}`,
  };
};

/** What an import kept, and the numbers it did not (named, up to twenty). */
export function importMessage({ batchNo, imported, invalid, duplicate }: { batchNo: string; imported: number; invalid: string[]; duplicate: number }): string {
  const parts = [`已创建批次 ${batchNo}，导入 ${imported} 个号码`];
  if (duplicate) parts.push(`重复 ${duplicate} 个已去除`);
  if (invalid.length) parts.push(`无效号码 ${invalid.length} 个未导入：${invalid.slice(0, 20).join('、')}${invalid.length > 20 ? ' 等' : ''}`);
  return parts.join('；');
}

/** Call batches (/cdrBatchManagement): create with an import of numbers, start, pause, stop; progress as a bar. */
export default createResourcePage(() => {
  const numbersField: FormField = {
    name: 'numbers',
    label: batches.fields.numbers.label,
    kind: 'textarea',
    required: true,
    maxLength: batches.fields.numbers.max,
    extra: batches.fields.numbers.extra,
    rules: [
      { validator: async (_, value: string) => (value && splitNumbers(value).valid.length === 0 ? Promise.reject(new Error('没有有效号码')) : undefined) },
    ],
  };
  // A company's batches are its own; the platform and an agent create them for a company.
  const company: FormField[] = currentUser().insideCompany ? [] : [formField('companyId', { ...COMPANY_FIELD, required: true })];
  return {
    resource: batches,
    noun: '批次',
    list: batchApi.list,
    // A running batch calls: its progress moves on screen while the user watches (issue 65, item 8).
    live: (rows) => rows.some((row) => row.status === '进行中'),
    filters: ['batchNo', 'name', 'typeId', 'serverId', 'companyName', 'status', 'createdAt'],
    columns: ['batchNo', 'name', 'typeName', 'serverName', 'companyName', 'agentName', 'status', 'progress', 'total', 'operatorName', 'createdAt'],
    columnOverrides: {
      // A batch's numbers and their results are the number list, searched by the batch.
      batchNo: { render: (_: unknown, row: BatchRow) => <Link to={`/cdrBatchList?batchNo=${row.batchNo}`}>{row.batchNo}</Link> },
      progress: {
        render: (_: unknown, row: BatchRow) => (
          <Progress percent={row.progress} size="small" format={() => `${row.called}/${row.total}`} aria-label={`已呼叫 ${row.called} / ${row.total}`} />
        ),
      },
    },
    form: {
      width: 640,
      fields: (row) => (row ? ['name', 'serverId'] : ['name', 'typeId', 'serverId', ...company, numbersField]),
      add: {
        call: batchApi.create,
        label: '新建批次',
        successMessage: (result) => importMessage((result as { data: Parameters<typeof importMessage>[0] }).data),
      },
      edit: { call: batchApi.update, visible: (row) => row.status !== '已停止' && row.status !== '已完成', title: (row) => `编辑批次 ${row.batchNo}` },
    },
    rowActions: [
      stateAction('start'),
      stateAction('pause'),
      stateAction('stop'),
      {
        label: '操作记录',
        call: batchApi.events,
        drawer: { title: (row) => `操作记录：${row.name}`, size: 640, content: (row) => <BatchEvents id={row.id} /> },
      },
    ],
    remove: { call: batchApi.delete, visible: (row) => row.status === '待启动', confirm: (row) => `确定删除批次「${row.name}」及其 ${row.total} 个号码吗？` },
    exporter: batchApi.export,
  };
});

/** Who started, paused or stopped the batch, and when. */
function BatchEvents({ id }: { id: number }) {
  const [rows, setRows] = useState<EventRow[] | null>(null);
  useEffect(() => {
    void batchApi.events({ id }).then(
      ({ data }) => setRows(data),
      () => setRows([]),
    );
  }, [id]);
  return (
    <Table<EventRow>
      rowKey="id"
      size="small"
      loading={rows === null}
      dataSource={rows ?? []}
      columns={resourceColumns<EventRow>(batchEvents)}
      pagination={false}
      locale={{ emptyText: '暂无操作记录' }}
    />
  );
}
