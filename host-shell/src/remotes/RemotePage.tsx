import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result, Spin, Typography } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useAtomValue } from 'jotai';
import { SHELL_TEXTS } from '@console/sdk';
import type { CatalogRoute } from './catalog';
import { catalogAtom, refreshRemote } from './catalogState';
import { describeLoadFailure, loadPage } from './loadPage';

export function PageLoading() {
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin size="large" />
    </div>
  );
}

interface PanelProps {
  area: string;
  message: string;
  detail: string;
  onRetry: () => void;
}

/** A broken area says so in its own pages only, with a way to try again. */
export function RemoteErrorPanel({ area, message, detail, onRetry }: PanelProps) {
  return (
    <Result
      status="warning"
      title={SHELL_TEXTS.remoteLoadFailed(area)}
      subTitle={message}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {SHELL_TEXTS.retry}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 0 }} data-testid="remote-error-detail">
        {detail}
      </Typography.Paragraph>
    </Result>
  );
}

/** One route's page: its remote's code is loaded on first visit, failures stay inside this page. */
export function RemotePage({ route }: { route: CatalogRoute }) {
  const { catalog } = useAtomValue(catalogAtom);
  const remote = catalog.remotes.find((candidate) => candidate.name === route.remote);
  const [attempt, setAttempt] = useState(0);

  const Page = useMemo(
    () => lazy(async () => ({ default: await loadPage(remote!, route.module) })),
    // A new attempt, or a new manifest for this remote, means a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, route.module, attempt],
  );

  const retry = async () => {
    if (remote?.problem) await refreshRemote(route.remote);
    setAttempt((n) => n + 1);
  };

  const fallback = ({ error }: FallbackProps) => {
    // Loader failures arrive described; anything else was thrown while the page rendered.
    const failure = describeLoadFailure(error, SHELL_TEXTS.pageCrashed);
    return (
      <RemoteErrorPanel
        area={remote?.manifest?.title ?? route.remote}
        message={failure.message}
        detail={failure.detail}
        onRetry={retry}
      />
    );
  };

  return (
    <ErrorBoundary key={attempt} fallbackRender={fallback}>
      <Suspense fallback={<PageLoading />}>
        <Page path={route.path} title={route.title} params={route.props ?? {}} />
      </Suspense>
    </ErrorBoundary>
  );
}
