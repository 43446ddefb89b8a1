import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExportProgress } from '../contract/exports';
import { EXPORT_TEXTS, ExportButton } from './ExportButton';
import type { ExportControl } from './ListPage';

const progress = vi.hoisted(() => ({ answer: null as ExportProgress | null, asked: [] as string[] }));
vi.mock('../contract/exports', () => ({
  exportApi: {
    progress: async ({ exportId }: { exportId: string }) => {
      progress.asked.push(exportId);
      return { code: 200, message: '', data: progress.answer };
    },
  },
}));

/** An export whose download ends when the test says. */
function heldExport({ limit, total = 100 }: { limit?: number; total?: number } = {}) {
  const held = { control: undefined as ExportControl | undefined, finish: () => {}, fail: (_error: Error) => {} };
  const run = vi.fn(
    (_query: Record<string, unknown>, _columns: string[], control?: ExportControl) =>
      new Promise<void>((resolve, reject) => {
        held.control = control;
        held.finish = resolve;
        held.fail = reject;
        control?.signal.addEventListener('abort', () => reject(new Error('canceled')));
      }),
  );
  render(
    <App>
      <ExportButton entry={{ label: '导出', run, limit }} query={{ name: '甲' }} columns={() => ['name', 'phone']} total={total} />
    </App>,
  );
  return { run, held };
}

/** antd spaces a two-character label: 取 消. */
const CANCEL = /^取\s*消$/;
const EXPORT = /^download 导\s*出$/;

afterEach(() => {
  cleanup();
  progress.answer = null;
  progress.asked = [];
});

describe('ExportButton', () => {
  it('shows the rows written of the total while the file streams, read by the export’s own id', async () => {
    const { run, held } = heldExport();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EXPORT })));
    expect(run).toHaveBeenCalledWith({ name: '甲' }, ['name', 'phone'], expect.objectContaining({ exportId: expect.stringMatching(/^[0-9a-f]{32}$/) }));
    expect(screen.getByRole('status').textContent).toBe(EXPORT_TEXTS.preparing);
    progress.answer = { written: 2000, total: 5000, done: false };
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('已导出 2000 / 5000 条'), { timeout: 3000 });
    expect(progress.asked.every((id) => id === held.control!.exportId)).toBe(true);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    await act(async () => held.finish());
    expect(await screen.findByText('导出成功')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: CANCEL })).toBeNull();
  });

  it('取消 aborts the download and says so, never 成功', async () => {
    const { held } = heldExport();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EXPORT })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CANCEL })));
    expect(held.control!.signal.aborted).toBe(true);
    expect(await screen.findByText(EXPORT_TEXTS.canceled)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText('导出成功')).toBeNull();
    // A second export is a new one, with an id of its own.
    const first = held.control!.exportId;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EXPORT })));
    expect(held.control!.exportId).not.toBe(first);
  });

  it('says nothing of its own when the download fails (the client said why), and is ready again', async () => {
    const { held } = heldExport();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EXPORT })));
    await act(async () => held.fail(new Error('文件下载失败')));
    expect(screen.queryByText('导出成功')).toBeNull();
    expect(screen.queryByRole('button', { name: CANCEL })).toBeNull();
    expect(screen.getByRole('button', { name: EXPORT })).toBeTruthy();
  });

  it('says a declared cap the search goes past before it starts, with the count, and exports only if the user goes on', async () => {
    const { run } = heldExport({ limit: 5000, total: 8000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EXPORT })));
    expect(await screen.findByText(EXPORT_TEXTS.overLimit(8000, 5000))).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^取\s*消$/ })));
    expect(run).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EXPORT })));
    // The first dialog may still be closing: the new one is the last.
    await act(async () => fireEvent.click((await screen.findAllByRole('button', { name: EXPORT_TEXTS.overLimitOk })).at(-1)!));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when the search is within the cap', async () => {
    const { run } = heldExport({ limit: 5000, total: 5000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: EXPORT })));
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(EXPORT_TEXTS.overLimitTitle)).toBeNull();
  });
});
