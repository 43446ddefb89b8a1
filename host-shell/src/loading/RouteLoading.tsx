import { Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useLayoutEffect } from 'react';
import { loadingStateShown, pendingLoadsAtom } from './loadingState';

/** A thin bar across the top while any route's code loads. */
export function RouteProgress() {
  const pending = useAtomValue(pendingLoadsAtom);
  return pending > 0 ? <div className="route-progress" role="progressbar" aria-label="页面加载中" /> : null;
}

/** The page area while its code or data is not there yet; while one is on screen, a page whose code arrives is revealed at once (revealPagesAtom). */
export function RouteLoading() {
  useLayoutEffect(loadingStateShown, []);
  return (
    <div role="status" aria-label="页面加载中" aria-busy="true" style={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spin size="large" />
    </div>
  );
}
