import { App, Button, Popconfirm } from 'antd';
import type { ButtonProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { useState } from 'react';

export interface BatchActionProps {
  label: string;
  /** The question asked before acting on the selected rows (title 提示). */
  confirm: (count: number) => ReactNode;
  selectedRowKeys: Key[];
  run: (ids: number[]) => Promise<string>;
  done: () => void;
  /** Why the selection cannot be acted on (said as a warning instead of asking), or nothing. */
  refused?: string;
  danger?: boolean;
  type?: ButtonProps['type'];
  icon?: ReactNode;
}

/** A toolbar action on the selected rows: asks first, says how many, then reloads. */
export function BatchAction({ label, confirm, selectedRowKeys, run, done, danger, type, icon, refused }: BatchActionProps) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const count = selectedRowKeys.length;
  const act = async () => {
    setBusy(true);
    try {
      message.success(await run(selectedRowKeys.map(Number)));
      done();
    } catch {
      /* the client showed the reason */
    } finally {
      setBusy(false);
    }
  };
  if (count === 0 || refused) {
    return (
      <Button danger={danger} type={type} icon={icon} onClick={() => message.warning(refused ?? `请先勾选要${label}的记录`)}>
        {label}
        {count > 0 ? `（${count}）` : ''}
      </Button>
    );
  }
  return (
    <Popconfirm title="提示" description={confirm(count)} onConfirm={act} okText="确定" cancelText="取消">
      <Button danger={danger} type={type} icon={icon} loading={busy}>
        {label}（{count}）
      </Button>
    </Popconfirm>
  );
}
