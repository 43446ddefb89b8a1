import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, Progress, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { exportApi, type ExportProgress } from '../contract/exports';

/** How an export run is told its id and asked to stop: `exportId` goes with the request, `signal` cancels the download. */
export interface ExportControl {
  exportId: string;
  signal: AbortSignal;
}

export interface ListExport {
  label: string;
  /**
   * `columns`: keys of the visible columns in screen order (after the user's column settings);
   * `control`: the export's id, sent as `exportId` so that its progress can be read, and the signal
   * that cancels it (ExportButton).
   */
  run: (query: Record<string, unknown>, columns: string[], control?: ExportControl) => Promise<void>;
  /** The most rows the file holds, where its contract declares one: a search matching more is told before the export starts. */
  limit?: number;
}

/** How often a running export's progress is asked for. */
export const EXPORT_POLL_MS = 500;

export const EXPORT_TEXTS = {
  cancel: '取消',
  canceled: '已取消导出',
  preparing: '正在准备导出…',
  progress: ({ written, total }: ExportProgress) => (total === null ? `已导出 ${written} 条` : `已导出 ${written} / ${total} 条`),
  overLimitTitle: '超出导出上限',
  overLimit: (total: number, limit: number) => `当前查询共 ${total} 条，单次最多导出 ${limit} 条，将只导出前 ${limit} 条。是否继续？`,
  overLimitOk: '继续导出',
  succeeded: (label: string) => `${label}成功`,
} as const;

/** An id no other export has: random, and made where `crypto.randomUUID` is missing too (plain http). */
function newExportId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

interface Running {
  controller: AbortController;
  progress: ExportProgress | null;
}

/**
 * A list's export button. While the file streams it shows how many rows are written of how many
 * (the server counts them first and says its progress by the export's id) and 取消, which aborts the
 * download: the server stops reading rows when its client goes away.
 */
export function ExportButton({ entry, query, columns, total }: { entry: ListExport; query: Record<string, unknown>; columns: () => string[]; total: number }) {
  const { message, modal } = App.useApp();
  const [running, setRunning] = useState<Running | null>(null);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const run = async () => {
    const controller = new AbortController();
    const exportId = newExportId();
    setRunning({ controller, progress: null });
    const current = (update: (state: Running) => Running | null) => {
      if (mounted.current) setRunning((state) => (state?.controller === controller ? update(state) : state));
    };
    const timer = setInterval(() => {
      void exportApi
        .progress({ exportId }, { silent: true })
        .then((answer) => {
          const progress = answer.data;
          if (progress && !controller.signal.aborted) current((state) => ({ ...state, progress }));
        })
        .catch(() => {
          /* the figures only stop moving; the file still comes */
        });
    }, EXPORT_POLL_MS);
    try {
      await entry.run(query, columns(), { exportId, signal: controller.signal });
      if (!controller.signal.aborted) message.success(EXPORT_TEXTS.succeeded(entry.label));
    } catch {
      /* the client already said why (a cancel is said at once) */
    } finally {
      clearInterval(timer);
      current(() => null);
    }
  };

  /** A declared cap the search goes past is said first, with the count: the user decides. */
  const start = () => {
    if (entry.limit === undefined || total <= entry.limit) return void run();
    modal.confirm({
      title: EXPORT_TEXTS.overLimitTitle,
      content: EXPORT_TEXTS.overLimit(total, entry.limit),
      okText: EXPORT_TEXTS.overLimitOk,
      cancelText: EXPORT_TEXTS.cancel,
      onOk: () => void run(),
    });
  };

  const cancel = () => {
    if (!running) return;
    running.controller.abort();
    message.info(EXPORT_TEXTS.canceled);
    // Not waiting for the download to end: a shell from before cancelling downloads on, but this page is done with it.
    setRunning(null);
  };

  if (!running) {
    return (
      <Button icon={<DownloadOutlined />} onClick={start}>
        {entry.label}
      </Button>
    );
  }
  const { progress } = running;
  const percent = progress?.total ? Math.floor((progress.written / progress.total) * 100) : 0;
  return (
    <Space size="small" role="group" aria-label={`${entry.label}进度`}>
      <Button icon={<DownloadOutlined />} loading>
        {entry.label}
      </Button>
      <Progress type="line" size="small" percent={percent} showInfo={false} style={{ width: 96, margin: 0 }} status="active" />
      <span role="status">{progress ? EXPORT_TEXTS.progress(progress) : EXPORT_TEXTS.preparing}</span>
      <Button size="small" onClick={cancel}>
        {EXPORT_TEXTS.cancel}
      </Button>
    </Space>
  );
}
