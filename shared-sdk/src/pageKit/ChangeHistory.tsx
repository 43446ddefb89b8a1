import { Empty, Spin, Timeline, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { changeText, historyApi, type ChangeEntry } from '../contract/history';

const ACTION_LABELS: Record<ChangeEntry['action'], string> = { insert: '新增', update: '修改', delete: '删除' };
const ACTION_COLORS: Record<ChangeEntry['action'], string> = { insert: 'green', update: 'blue', delete: 'red' };

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
