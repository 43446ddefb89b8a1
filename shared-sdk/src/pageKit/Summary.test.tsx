import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Summary } from './Summary';

afterEach(cleanup);

describe('Summary', () => {
  it('draws a figure with separators, and a text item as written', async () => {
    const load = async () => [
      { title: '查询号码', value: 12345, suffix: '个' },
      { title: '未找到的号码', value: '17000000000', text: true },
    ];
    render(<Summary load={load} query={{}} version={0} />);
    const group = await screen.findByRole('group', { name: '统计' });
    expect(group.textContent).toContain('12,345');
    expect(group.textContent).toContain('17000000000');
    expect(group.textContent).not.toContain('17,000,000,000');
  });
});
