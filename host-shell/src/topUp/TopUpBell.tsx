import { AlertOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { headerApi, sessionAtom, TOP_UP_POLL_MS } from '@console/sdk';
import { playAlarmTone } from '../reminders/alarmTone';
import { topUpAlert } from '../header/headerRules';
import { usePolling } from '../session/usePolling';
import { shellNavigate } from '../app/shellNavigate';

/** The admin's system-reminder bell: top-up counts every 8 s, a sound and a badge when any wait. */
export function TopUpBell() {
  const { userId } = useAtomValue(sessionAtom);
  const [counts, setCounts] = useState({ data: 0, custom: 0 });

  usePolling(
    async () => {
      const envelope = await headerApi.topUpCount({ userId }, { silent: true });
      const next = { data: Number(envelope.data) || 0, custom: Number(envelope.customData) || 0 };
      setCounts(next);
      if (topUpAlert(next.data, next.custom)) playAlarmTone();
    },
    TOP_UP_POLL_MS,
    true,
  );

  const total = counts.data + counts.custom;
  return (
    <Tooltip title={total > 0 ? `待处理充值：${counts.data} 笔充值，${counts.custom} 笔自定义充值` : '系统提醒'}>
      <Badge count={total} size="small" offset={[-4, 4]} data-testid="top-up-badge">
        <Button type="text" icon={<AlertOutlined />} aria-label="系统提醒" onClick={() => shellNavigate('/woniuRecharge')} />
      </Badge>
    </Tooltip>
  );
}
