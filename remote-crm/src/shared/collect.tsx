import { leadFindingApi } from '../contract';
import { App, Button } from 'antd';
import { useState } from 'react';

/** What collecting answers, said in one sentence. */
export const collectedText = ({ added, skipped }: { added: number; skipped: number }) =>
  `已收集 ${added} 条${skipped ? `，${skipped} 条此前已收集` : ''}，可在「线索收集」中查看`;

/** Collects directory companies or shops into the user's clue collection (spends the quota). */
export function CollectButton({ kind, ids, label = '收集', link = true }: { kind: 'company' | 'shop'; ids: number[]; label?: string; link?: boolean }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const collect = async () => {
    if (ids.length === 0) return message.warning('没有可收集的记录');
    setBusy(true);
    try {
      message.success(collectedText((await leadFindingApi.collect({ kind, ids })).data));
    } catch {
      /* said */
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type={link ? 'link' : 'default'} size={link ? 'small' : 'middle'} loading={busy} onClick={collect}>
      {label}
    </Button>
  );
}
