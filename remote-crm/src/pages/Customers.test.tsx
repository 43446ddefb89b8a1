import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ formOptions: vi.fn(), list: vi.fn() }));
vi.mock('../contract', async (importOriginal) => {
  const original = await importOriginal<typeof import('../contract')>();
  // The list keeps its contract entry (its path and roles), as the kit reads them.
  const list = Object.assign(api.list, { ...original.intentionCustomerApi.list });
  return { ...original, intentionCustomerApi: { ...original.intentionCustomerApi, formOptions: api.formOptions, list } };
});

const { default: Customers } = await import('./Customers');

describe('customer list whose form options fail to load', () => {
  it('stops spinning, says so, and loads the page on retry', async () => {
    api.formOptions.mockRejectedValueOnce(new Error('网络异常'));
    api.formOptions.mockResolvedValue({ code: 200, message: '', data: { sources: [], progress: [], tags: [], columns: [] } });
    api.list.mockResolvedValue({ code: 200, message: '', data: { list: [], total: 0 } });
    render(
      <App>
        <Customers path="/CRMHigh" title="公海客户" params={{ pool: 'high' }} />
      </App>,
    );
    expect(await screen.findByText('客户字段配置加载失败')).toBeTruthy();
    expect(document.querySelector('.ant-spin')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /重\s*试/ })));
    await waitFor(() => expect(api.list).toHaveBeenCalled());
    expect(screen.queryByText('客户字段配置加载失败')).toBeNull();
  });
});
