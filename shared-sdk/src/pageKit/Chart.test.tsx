import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const instance = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
const init = vi.fn(() => instance);
vi.mock('./echartsSetup', () => ({ echarts: { init } }));

const { Chart } = await import('./Chart');

describe('Chart', () => {
  it('keeps one ECharts instance for its life and sets each new option on it', async () => {
    const option = (value: number) => ({ series: [{ type: 'bar', data: [value] }] });
    const view = render(<Chart option={option(1)} label="图" />);
    await waitFor(() => expect(instance.setOption).toHaveBeenCalledTimes(1));
    for (let value = 2; value <= 5; value++) await act(async () => view.rerender(<Chart option={option(value)} label="图" />));
    expect(init).toHaveBeenCalledTimes(1);
    expect(instance.setOption).toHaveBeenCalledTimes(5);
    expect(JSON.stringify(instance.setOption.mock.calls.at(-1)![0])).toContain('[5]');
    view.unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
  });
});
