import { App, Button } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { catalogAtom, watchRegistry } from '../remotes/catalogState';
import { RELEASE_TEXTS, releaseNotice, reloadForRelease } from './reloadForRelease';

/**
 * Watches the registry while the console is open. A new release of an area whose code already
 * runs gets a non-blocking notice offering to refresh; unsaved input is never thrown away without
 * asking first.
 */
export function ReleaseNotices() {
  const { notification, modal } = App.useApp();
  const { catalog } = useAtomValue(catalogAtom);
  const announced = useRef(new Set<string>());

  useEffect(() => watchRegistry(), []);

  useEffect(() => {
    const reload = () => reloadForRelease(modal);
    for (const remote of catalog.remotes) {
      const update = remote.pendingUpdate;
      if (!update || !remote.manifest) continue;
      const key = `release:${remote.name}@${update.version}`;
      if (announced.current.has(key)) continue;
      announced.current.add(key);
      const notice = releaseNotice(remote.manifest.title, remote.channel, update);
      notification.info({
        key,
        title: notice.title,
        description: (
          <span data-testid="release-notice" data-withdrawn={notice.withdrawn || undefined}>
            {notice.description}
          </span>
        ),
        duration: 0,
        actions: (
          <Button type="primary" size="small" onClick={reload}>
            {RELEASE_TEXTS.refresh}
          </Button>
        ),
      });
    }
  }, [catalog, notification, modal]);

  return null;
}
