import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/envelope';
import { FAILURE_TEXTS, SHELL_TEXTS } from '../messages';
import { FormDialog, REPORT_MESSAGE_SECONDS, successNotice, type FormField } from './FormDialog';

const fields: FormField[] = [{ name: 'name', label: '名称', required: true }];

/** One controlled dialog for many rows, as an edit action uses it. */
function Editor({ onSubmit }: { onSubmit: (values: Record<string, unknown>) => Promise<unknown> }) {
  const [editing, setEditing] = useState<{ name: string } | null>(null);
  return (
    <App>
      <button type="button" onClick={() => setEditing({ name: '甲' })}>
        编辑甲
      </button>
      <button type="button" onClick={() => setEditing({ name: '乙' })}>
        编辑乙
      </button>
      <FormDialog
        title="编辑"
        open={editing !== null}
        onClose={() => setEditing(null)}
        fields={fields}
        initialValues={editing ?? undefined}
        onSubmit={onSubmit}
      />
    </App>
  );
}

describe('FormDialog, controlled', () => {
  it('opens with each record’s values and closes itself after a save', async () => {
    const onSubmit = vi.fn(async () => null);
    render(<Editor onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByText('编辑甲')));
    const input = await screen.findByPlaceholderText('请输入名称');
    expect((input as HTMLInputElement).value).toBe('甲');
    await act(async () => fireEvent.change(input, { target: { value: '甲改' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: '甲改' }));
    await act(async () => fireEvent.click(screen.getByText('编辑乙')));
    await waitFor(() => expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe('乙'));
  });

  it('keeps what was typed when the save is refused', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('refused')));
    render(<Editor onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByText('编辑甲')));
    const input = await screen.findByPlaceholderText('请输入名称');
    await act(async () => fireEvent.change(input, { target: { value: '新名称' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe('新名称');
  });
});

describe('FormDialog, a save answered by HTTP 500', () => {
  it('keeps the dialog open with the input, stops its spinner and says nothing (spec section 8: only logged)', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new ApiError('server', SHELL_TEXTS.serverError, 500)));
    render(<Editor onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByText('编辑甲')));
    const input = await screen.findByPlaceholderText('请输入名称');
    await act(async () => fireEvent.change(input, { target: { value: '新名称' } }));
    const ok = screen.getByRole('button', { name: /OK|确\s*定/ });
    await act(async () => fireEvent.click(ok));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    await waitFor(() => expect(ok.classList.contains('ant-btn-loading')).toBe(false));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe('新名称');
    expect(document.querySelector('.ant-message')).toBeNull();
  });
});

describe('FormDialog, a save while the backend is unreachable', () => {
  it('says so in Chinese and keeps the dialog open with the input (spec section 8: passed on to the caller)', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new ApiError('http', FAILURE_TEXTS.serviceUnavailable, 502)));
    render(<Editor onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByText('编辑甲')));
    const input = await screen.findByPlaceholderText('请输入名称');
    await act(async () => fireEvent.change(input, { target: { value: '新名称' } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ })));
    expect(await screen.findByText(FAILURE_TEXTS.serviceUnavailable)).toBeTruthy();
    expect((screen.getByPlaceholderText('请输入名称') as HTMLInputElement).value).toBe('新名称');
  });
});

describe('field ids', () => {
  it('keep a dialog’s labels on its own inputs beside a search form with the same field', async () => {
    const { ListPage } = await import('./ListPage');
    render(
      <App>
        <ListPage<{ id: number }>
          rowKey="id"
          fetch={async () => ({ list: [], total: 0 })}
          filters={[{ kind: 'text', name: 'name', label: '名称' }]}
          columns={[]}
        />
        <FormDialog title="新增" open fields={fields} onSubmit={async () => null} />
      </App>,
    );
    // The list's search form shows with the list's first answer.
    await waitFor(() => expect(screen.getAllByLabelText('名称')).toHaveLength(2));
    const inputs = screen.getAllByLabelText('名称');
    expect(inputs[0]).not.toBe(inputs[1]);
    expect(new Set(inputs.map((input) => input.id)).size).toBe(2);
  });
});

describe('FormDialog, an image field', () => {
  const renderImageForm = (onSubmit: (values: Record<string, unknown>) => Promise<unknown>) => {
    render(
      <App>
        <FormDialog title="上传" open fields={[{ name: 'logo', label: '标志', kind: 'image' }]} onSubmit={onSubmit} />
      </App>,
    );
    return (file: File) => act(async () => fireEvent.change(document.querySelector<HTMLInputElement>('input[type=file]')!, { target: { files: [file] } }));
  };

  it('takes an image from the computer inline and sends it as a data URL', async () => {
    const onSubmit = vi.fn(async () => null);
    await renderImageForm(onSubmit)(new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(document.querySelector('img[alt="标志"]')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ logo: expect.stringMatching(/^data:image\/png;base64,/) }));
  });

  it('refuses what is not an image, in Chinese', async () => {
    await renderImageForm(vi.fn(async () => null))(new File(['x'], 'a.txt', { type: 'text/plain' }));
    await waitFor(() => expect(screen.getByText('请选择图片文件')).toBeTruthy());
    expect(document.querySelector('img[alt="标志"]')).toBeNull();
  });
});

describe('what a save says', () => {
  it('a fixed text goes after antd’s own 3 s; a report of what the save did stays 8 s, to be read', () => {
    expect(successNotice('保存成功', null)).toEqual({ content: '保存成功' });
    const report = successNotice((result) => `已添加 ${(result as { added: number }).added} 个号码`, { added: 2 });
    expect(report).toEqual({ content: '已添加 2 个号码', duration: 8 });
    expect(REPORT_MESSAGE_SECONDS).toBe(8);
  });
});
