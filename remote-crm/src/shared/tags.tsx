import { Tag } from 'antd';
import { POOL_LABELS, type CustomerPool } from '../contract';

const POOL_COLORS: Record<CustomerPool, string> = { mine: 'blue', high: 'orange', department: 'purple' };

export function PoolTag({ pool }: { pool: string }) {
  if (!pool) return <>-</>;
  return <Tag color={POOL_COLORS[pool as CustomerPool] ?? 'default'}>{POOL_LABELS[pool as CustomerPool] ?? pool}</Tag>;
}

/** Comma-separated names as tags. */
export function TagList({ value }: { value: string }) {
  if (!value) return <>-</>;
  return (
    <>
      {value.split(',').map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </>
  );
}
