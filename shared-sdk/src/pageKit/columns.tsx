import { Image, Progress, Space, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ColumnType } from 'antd/es/table';
import type { ColumnSpec } from '../contract';
import type { Enum } from '../contract/enums';
import { formatDateTime, formatDuration, formatMoney } from './formatters';

/** Column helpers so a page declares what a column is, not how to draw it. */
export function dateTimeColumn<Row>(title: string, dataIndex: keyof Row & string): ColumnType<Row> {
  return { title, dataIndex, key: dataIndex, width: 170, render: (value: unknown) => formatDateTime(value) };
}

export function moneyColumn<Row>(title: string, dataIndex: keyof Row & string): ColumnType<Row> {
  return { title, dataIndex, key: dataIndex, align: 'right', render: (value: unknown) => formatMoney(value) };
}

export function durationColumn<Row>(title: string, dataIndex: keyof Row & string): ColumnType<Row> {
  return { title, dataIndex, key: dataIndex, render: (value: unknown) => formatDuration(value) };
}

/** Width of a text column that names none: a long text (a remark) ends in … and shows whole on hover. */
export const TEXT_COLUMN_WIDTH = 200;

export function textColumn<Row>(title: string, dataIndex: keyof Row & string, width = TEXT_COLUMN_WIDTH): ColumnType<Row> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    width,
    ellipsis: { showTitle: true },
    render: (value: unknown) => (value === '' || value == null ? '-' : String(value)),
  };
}

/** How much of a quota is used: the count and a bar (a lead pool's quota, a package's minutes). */
export function usageColumn<Row>(title: string, used: keyof Row & string, total: keyof Row & string): ColumnType<Row> {
  return {
    title,
    key: used,
    render: (_: unknown, row: Row) => {
      const [count, of] = [Number(row[used]) || 0, Number(row[total]) || 0];
      const percent = of ? Math.round((count / of) * 100) : 0;
      return (
        <Space>
          {count}
          {/* A bar is named by what it measures, for a screen reader (the column title, the share). */}
          <Progress percent={percent} size="small" style={{ width: 80, margin: 0 }} aria-label={`${title} ${count}/${of}`} />
        </Space>
      );
    },
  };
}

/** A validity date (`YYYY-MM-DD…`): shown as the day, red with （已过期） once it has passed. */
export function expiryColumn<Row>(title: string, dataIndex: keyof Row & string): ColumnType<Row> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    render: (value: string) => {
      if (!value) return '-';
      const day = value.slice(0, 10);
      return dayjs(value).isBefore(dayjs()) ? <Tag color="red">{day}（已过期）</Tag> : day;
    },
  };
}

/** A value of a declared enum as its tag (colour from the declaration) or its label. */
export function enumColumn<Row>(title: string, dataIndex: keyof Row & string, values: Enum): ColumnType<Row> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    render: (value: unknown) => {
      if (value === null || value === undefined || value === '') return '-';
      const color = values.color(value);
      return color ? <Tag color={color}>{values.label(value)}</Tag> : values.label(value);
    },
  };
}

/**
 * Table columns from a declaration the export shares (`call.sheet`): one list of columns for both.
 * `overrides` changes how the table draws a column (a link, a title of its own on one route)
 * without declaring it twice; `omit` leaves columns out of this table (a route that has no use
 * for them).
 */
export function specColumns<Row>(
  specs: readonly ColumnSpec[],
  { overrides = {}, omit = [] }: { overrides?: Record<string, Partial<ColumnType<Row>>>; omit?: readonly string[] } = {},
): ColumnType<Row>[] {
  return specs
    .filter((spec) => !omit.includes(spec.key))
    .map((spec) => {
      const column = specColumn<Row>(spec);
      return { ...column, ...(spec.sortable ? { sorter: true } : {}), ...overrides[spec.key] };
    });
}

function specColumn<Row>(spec: ColumnSpec): ColumnType<Row> {
  const key = spec.key as keyof Row & string;
  switch (spec.kind) {
    case 'money':
      return moneyColumn<Row>(spec.title, key);
    case 'dateTime':
      return dateTimeColumn<Row>(spec.title, key);
    case 'enum':
      return spec.values ? enumColumn<Row>(spec.title, key, spec.values) : textColumn<Row>(spec.title, key, spec.width);
    case 'number':
      return { ...textColumn<Row>(spec.title, key, spec.width), align: 'right' as const };
    case 'duration':
      return durationColumn<Row>(spec.title, key);
    case 'date':
      return { title: spec.title, dataIndex: key, key, width: 120, render: (value: unknown) => (value ? String(value).slice(0, 10) : '-') };
    case 'boolean':
      return {
        title: spec.title,
        dataIndex: key,
        key,
        render: (value: unknown) => (value === null || value === undefined || value === '' ? '-' : value && value !== '0' ? '是' : '否'),
      };
    case 'image':
      return {
        title: spec.title,
        dataIndex: key,
        key,
        width: spec.width ?? 96,
        render: (value: unknown) => (value ? <Image src={String(value)} alt={spec.title} width={48} height={48} style={{ objectFit: 'cover' }} /> : '-'),
      };
    case 'audio':
      return {
        title: spec.title,
        dataIndex: key,
        key,
        width: spec.width ?? 280,
        // A call recording has no captions to offer; the player is named by its column.
        render: (value: unknown) =>
          value ? <audio controls preload="none" src={String(value)} aria-label={spec.title} style={{ height: 32, width: 260 }} /> : '-',
      };
    default:
      return textColumn<Row>(spec.title, key, spec.width);
  }
}
