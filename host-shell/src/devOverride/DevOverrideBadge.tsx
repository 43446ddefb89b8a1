import { ExperimentOutlined } from '@ant-design/icons';
import { App, Button, Space, Tag } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { catalogAtom, devOverrideAtom } from '../remotes/catalogState';
import { reloadForRelease } from '../releases/reloadForRelease';
import { endDevOverrides } from './devOverride';

export const DEV_OVERRIDE_TEXTS = {
  badge: (areas: string, origins: string) => `本地调试：${areas}（代码来自 ${origins}）`,
  end: '结束本地调试',
};

/**
 * In the header, while this tab loads an area from a developer's dev server instead of its release:
 * which area and from where, and one click to end it (the page reloads with the released code).
 * A dev link that set nothing says why once.
 */
export function DevOverrideBadge() {
  const { overrides, claimError } = useAtomValue(devOverrideAtom);
  const { catalog } = useAtomValue(catalogAtom);
  const { modal, message } = App.useApp();

  useEffect(() => {
    if (claimError) void message.warning(claimError);
  }, [claimError, message]);

  if (!overrides.length) return null;
  const areas = overrides.map((override) => catalog.remotes.find((remote) => remote.name === override.remote)?.manifest?.title ?? override.remote);
  const origins = [...new Set(overrides.map((override) => override.origin))];
  return (
    <Space size={4} role="status" data-testid="dev-override">
      <Tag color="orange" icon={<ExperimentOutlined />} style={{ marginInlineEnd: 0 }}>
        {DEV_OVERRIDE_TEXTS.badge(areas.join('、'), origins.join('、'))}
      </Tag>
      <Button size="small" onClick={() => reloadForRelease(modal, endDevOverrides)}>
        {DEV_OVERRIDE_TEXTS.end}
      </Button>
    </Space>
  );
}
