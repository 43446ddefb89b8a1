import { Empty, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { historyApi, type ChangeEntry, type FieldChange } from '../api/platformCalls';

const ACTION_LABELS: Record<ChangeEntry['action'], string> = { insert: '新增', update: '修改', delete: '删除' };
const ACTION_COLORS: Record<ChangeEntry['action'], string> = { insert: 'green', update: 'blue', delete: 'red' };

const blank = (value: string | undefined) => (value === undefined || value === '' ? '（空）' : value);

/** One field's change: `状态：正常 → 停用`; a secret says only that it changed. */
export function changeText(change: FieldChange): string {
  if (change.secret) return `${change.label}：已修改`;
  if (change.old === undefined) return `${change.label}：${blank(change.new)}`;
  if (change.new === undefined) return `${change.label}：${blank(change.old)}`;
  return `${change.label}：${blank(change.old)} → ${blank(change.new)}`;
}

/** 变更记录: a record's timeline, newest first (who, when, through which operation, what changed). */
export function ChangeHistory({ list, id }: { list: string; id: number }) {
  const [entries, setEntries] = useState<ChangeEntry[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    historyApi
      .getHistory({ list, id })
      .then((answer) => current && setEntries(answer.data))
      // The client has said why; the drawer says there is nothing to show.
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [list, id]);
  if (failed) return <Empty description="变更记录加载失败" />;
  if (!entries) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (entries.length === 0) return <Empty description="暂无变更记录" />;
  return (
    <Timeline
      items={entries.map((entry) => ({
        key: entry.id,
        color: ACTION_COLORS[entry.action],
        title: entry.createdAt,
        content: (
          <>
            <Typography.Text strong>
              {entry.username} {entry.operation}（{ACTION_LABELS[entry.action]}）
            </Typography.Text>
            {entry.changes.map((change) => (
              <div key={change.field}>{changeText(change)}</div>
            ))}
          </>
        ),
      }))}
    />
  );
}
