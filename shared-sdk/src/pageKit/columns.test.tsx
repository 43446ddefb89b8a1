import { render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ColumnSpec } from '../contract';
import { enumOf } from '../contract/enums';
import { expiryColumn, specColumns, usageColumn } from './columns';

interface Row {
  id: number;
  used: number;
  quota: number;
  validUntil: string;
  status: string;
}
const draw = (node: unknown) => render(<>{node as ReactNode}</>);

describe('kit columns', () => {
  it('draws a quota’s use as the count and a bar', () => {
    const column = usageColumn<Row>('已用', 'used', 'quota');
    draw(column.render!(undefined, { id: 1, used: 25, quota: 100, validUntil: '', status: '' }, 0));
    expect(screen.getByText('25')).toBeTruthy();
    expect(document.querySelector('.ant-progress')?.getAttribute('aria-valuenow')).toBe('25');
  });

  it('marks a validity date that has passed', () => {
    const column = expiryColumn<Row>('有效期至', 'validUntil');
    const past = dayjs().subtract(1, 'day').format('YYYY-MM-DD');
    const future = dayjs().add(1, 'day').format('YYYY-MM-DD');
    draw(column.render!(`${past} 00:00:00`, {} as Row, 0));
    expect(screen.getByText(`${past}（已过期）`)).toBeTruthy();
    expect(column.render!(future, {} as Row, 0)).toBe(future);
    expect(column.render!('', {} as Row, 0)).toBe('-');
  });

  it('draws the declared columns an export shares, sortable where declared, less what a route omits, with its own overrides', () => {
    const specs: ColumnSpec[] = [
      { key: 'id', title: '编号', kind: 'code' },
      { key: 'status', title: '状态', kind: 'enum', values: enumOf([{ value: 'on', label: '启用', color: 'green' }]) },
      { key: 'validUntil', title: '有效期', kind: 'dateTime', sortable: true },
    ];
    const columns = specColumns<Row>(specs, { omit: ['id'], overrides: { status: { title: '当前状态' } } });
    expect(columns.map((column) => [column.title, column.sorter ?? false])).toEqual([
      ['当前状态', false],
      ['有效期', true],
    ]);
    draw(columns[0].render!('on', {} as Row, 0));
    expect(screen.getByText('启用').className).toContain('ant-tag');
  });
});
