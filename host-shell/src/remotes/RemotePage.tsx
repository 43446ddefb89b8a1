import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Result, Typography } from 'antd';
import { lazy, useEffect, useState, type LazyExoticComponent } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useAtomValue } from 'jotai';
import { platformStore, SHELL_TEXTS } from '@console/sdk';
import type { CatalogRoute } from './catalog';
import { catalogAtom, pageAt, pollRegistry } from './catalogState';
import { reloadForRelease } from '../releases/reloadForRelease';
import { trackLoad } from '../loading/loadingState';
import { healthReporter } from '../releases/health';
import { describeLoadFailure, loadPage, PageLoadError, type PageComponent } from './loadPage';

/**
 * One lazy component per remote entry and module, made outside render: a component that suspends
 * while mounting is thrown away and rendered again, so a lazy made inside it would load forever.
 */
const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();
const pageKey = (remote: string, entryUrl: string, module: string) => `${remote}|${entryUrl}|${module}`;

function lazyPage(key: string, load: () => Promise<PageComponent>, path: string, { now = false } = {}): LazyExoticComponent<PageComponent> {
  let page = lazyPages.get(key);
  if (!page) {
    const started = now ? trackLoad(load(), path) : undefined;
    // Its failure is the page's to show when it renders (the lazy below awaits it), not an unhandled rejection.
    started?.catch(() => undefined);
    page = lazy(async () => ({ default: await (started ?? trackLoad(load(), path)) }));
    lazyPages.set(key, page);
  }
  return page;
}

/**
 * A page the user has just chosen (a menu click, Enter on a search hit): its code starts loading
 * at once, beside the navigation's own render, which took 35–70 ms here before the page's lazy
 * component started it; the page takes that load over when it renders. A path that is not a remote's
 * page, or a page whose code has loaded, is left alone; the guard still decides what is drawn.
 */
export function startPageLoad(path: string): void {
  const page = pageAt(path);
  if (!page) return;
  const { route, remote } = page;
  healthReporter.intent(route.path);
  lazyPage(pageKey(route.remote, remote.entryUrl ?? '', route.module), () => loadPage(remote, route.module), route.path, { now: true });
}

/** A retry loads again: the failed lazy keeps its error forever. */
function forgetPage(key: string): void {
  lazyPages.delete(key);
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
  const { modal } = App.useApp();
  const { catalog } = useAtomValue(catalogAtom);
  const remote = catalog.remotes.find((candidate) => candidate.name === route.remote);
  const [attempt, setAttempt] = useState(0);

  // Release health: the page's time runs from its first render (a click noted earlier wins), and
  // its opening and its failures are counted against the remote version loaded.
  healthReporter.opening(route.path);
  useEffect(() => {
    if (remote) healthReporter.pageLoad(remote, route.path);
  }, [route.path]); // eslint-disable-line react-hooks/exhaustive-deps
  const key = pageKey(route.remote, remote?.entryUrl ?? '', route.module);
  const Page = lazyPage(key, () => loadPage(remote!, route.module), route.path);

  const retry = async () => {
    forgetPage(key);
    // The registry may name another release by now (the fault was fixed by a release or a rollback).
    await pollRegistry();
    const now = platformStore.get(catalogAtom).catalog.remotes.find((candidate) => candidate.name === route.remote);
    if (now?.pendingUpdate) return reloadForRelease(modal);
    setAttempt((n) => n + 1);
  };

  const fallback = ({ error }: FallbackProps) => {
    // Loader failures arrive described; anything else was thrown while the page rendered.
    const failure = describeLoadFailure(error, SHELL_TEXTS.pageCrashed);
    return <RemoteErrorPanel area={remote?.manifest?.title ?? route.remote} message={failure.message} detail={failure.detail} onRetry={retry} />;
  };

  return (
    <ErrorBoundary
      key={attempt}
      fallbackRender={fallback}
      onError={(error) => remote && healthReporter.error(remote, error instanceof PageLoadError ? 'loadFailed' : 'crashed')}
    >
      <Page path={route.path} title={route.title} params={route.props ?? {}} />
    </ErrorBoundary>
  );
}
