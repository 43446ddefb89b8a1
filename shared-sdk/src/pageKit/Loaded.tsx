import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FreshOnReturn, fetchedNow, type Fetched } from './freshOnReturn';

/**
 * What a page needs before it can declare itself (a company's customer fields, its stages …):
 * a spinner while loading, and after a failure (the client already said why) a title and 重试.
 * Shown again in a kept tab when it may have changed (freshOnReturn.tsx), it is loaded again behind
 * the page as it is: an answer equal to what the page holds, or a failure, changes nothing.
 */
export function Loaded<T>({ load, failedTitle, children }: { load: () => Promise<T>; failedTitle: string; children: (data: T) => ReactNode }) {
  const [data, setData] = useState<{ value: T; json: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const fetched = useRef<Fetched | null>(null);
  useEffect(() => {
    let current = true;
    fetched.current = fetchedNow();
    setFailed(false);
    load()
      .then((value) => {
        if (!current) return;
        const json = JSON.stringify(value);
        setData((held) => (held?.json === json ? held : { value, json }));
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  if (failed && !data) {
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
  return (
    <>
      <FreshOnReturn fetched={fetched} refresh={retry} />
      {children(data.value)}
    </>
  );
}
