import { Card, Flex, Statistic } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Query } from './ListPage';

/** One figure above a list: a count for the current search. */
export interface SummaryItem {
  title: string;
  value: number | string;
  suffix?: string;
  /** Drawn in the warning colour when true (e.g. expired numbers > 0). */
  alert?: boolean;
  /** Shown as written, not as a figure (phone numbers, names): a string of digits gets no thousands separators. */
  text?: boolean;
}

/**
 * Figures for the list's current search, loaded again whenever the search or the rows change (a
 * search, a page, a reload after an action). A failed load leaves the last figures (the list says
 * why it failed, once).
 */
export function Summary({ load, query, version }: { load: (query: Query) => Promise<SummaryItem[]>; query: Query; version: unknown }) {
  const [items, setItems] = useState<SummaryItem[] | null>(null);
  // The search by value: a new object with the same parameters is the same search.
  const key = JSON.stringify(query);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    let current = true;
    loader
      .current(JSON.parse(key) as Query)
      .then((next) => current && setItems(next))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [key, version]);
  if (!items) return null;
  return (
    <Flex gap={12} wrap style={{ marginBottom: 16 }} role="group" aria-label="统计">
      {items.map((item) => (
        <Card key={item.title} size="small" style={{ minWidth: 150 }}>
          <Statistic
            title={item.title}
            value={item.value}
            suffix={item.suffix}
            formatter={item.text ? () => String(item.value) : undefined}
            styles={item.alert ? { content: { color: 'var(--ant-color-error, #ff4d4f)' } } : undefined}
          />
        </Card>
      ))}
    </Flex>
  );
}
