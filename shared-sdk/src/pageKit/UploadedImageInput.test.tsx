// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { defineResource } from '../contract/resource';
import { FormDialog } from './FormDialog';
import { formField } from './resourceFields';

const LOGO = `/api/admin/upload/file/${'ab'.repeat(32)}.png`;

/** The add form of a resource with a name and an uploaded logo, as a page declares it once. */
function dialog(call: (form: FormData) => Promise<{ data: { url: string } }>, onSubmit = vi.fn(async () => null)) {
  const brand = defineResource({
    webName: { label: '平台名称', kind: 'text', required: true },
    logo: { label: '标志', kind: 'image', upload: { call, purpose: 'logo' }, extra: 'PNG，不超过 512 KB' },
  });
  const fields = Object.entries(brand.fields).map(([name, field]) => formField(name, field, 'add'));
  render(
    <App>
      <FormDialog title="品牌" open onClose={() => undefined} fields={fields} initialValues={{ webName: '旧名' }} onSubmit={onSubmit} />
    </App>,
  );
  return onSubmit;
}

const choose = async (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
};

describe('an image field stored by the backend', () => {
  it('sends the chosen file with its purpose, keeps the URL answered, previews it and submits it', async () => {
    const call = vi.fn(async (_form: FormData) => ({ data: { url: LOGO } }));
    const onSubmit = dialog(call);
    const button = await screen.findByRole('button', { name: /上传标志/ });
    // The label names the button: a keyboard user reaches it by the label.
    expect(screen.getByText('标志').closest('label')?.getAttribute('for')).toBe(button.id);
    await choose(new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    const form = call.mock.calls[0]![0];
    expect(form.get('purpose')).toBe('logo');
    expect((form.get('file') as File).name).toBe('logo.png');
    await waitFor(() => expect(screen.getByAltText('标志').getAttribute('src')).toBe(LOGO));
    expect(screen.getByRole('button', { name: /更换标志/ })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ webName: '旧名', logo: LOGO }));
  });

  it('keeps the field and the rest of the form as they were when the upload is refused', async () => {
    const call = vi.fn(async () => Promise.reject(new Error('标志须为 PNG、JPG、WEBP 图片')));
    dialog(call);
    const name = await screen.findByDisplayValue('旧名');
    await act(async () => fireEvent.change(name, { target: { value: '新名' } }));
    await choose(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    await waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /上传标志/ })).toBeTruthy());
    expect(screen.queryByAltText('标志')).toBeNull();
    expect((screen.getByDisplayValue('新名') as HTMLInputElement).value).toBe('新名');
  });

  it('removes the image by 移除', async () => {
    const call = vi.fn(async () => ({ data: { url: LOGO } }));
    dialog(call);
    await choose(new File(['x'], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(screen.getByAltText('标志')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '移除' })));
    expect(screen.queryByAltText('标志')).toBeNull();
  });
});
