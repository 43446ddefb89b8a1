import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

/**
 * What a page needs before it can declare itself (a company's customer fields, its stages …):
 * a spinner while loading, and after a failure (the client already said why) a title and 重试.
 */
export function Loaded<T>({ load, failedTitle, children }: { load: () => Promise<T>; failedTitle: string; children: (data: T) => ReactNode }) {
  const [data, setData] = useState<{ value: T } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setFailed(false);
    load()
      .then((value) => current && setData({ value }))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (failed) {
    return (
      <Result
        status="error"
        title={failedTitle}
        extra={
          <Button type="primary" onClick={retry}>
            重试
          </Button>
        }
      />
    );
  }
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <>{children(data.value)}</>;
}
