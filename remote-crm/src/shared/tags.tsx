import { Tag } from 'antd';
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
