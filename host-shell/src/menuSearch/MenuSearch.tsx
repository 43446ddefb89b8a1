import { SearchOutlined } from '@ant-design/icons';
import { Flex, Select, Typography, type RefSelectProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { accessContextAtom } from '@console/sdk';
import { catalogAtom } from '../remotes/catalogState';
import { SHELL_ROUTES } from '../shellRoutes';
import { isSearchShortcut, matchRoutes, searchableRoutes } from './menuSearchRules';
import { shellNavigate } from '../app/shellNavigate';
import { startPageLoad } from '../remotes/RemotePage';
import { prefetchPath } from '../remotes/prefetch';

const onMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The header's menu search: the pages this user may open, by title or path. Ctrl+K (Cmd+K
 * on a Mac) focuses it from anywhere; arrows move, Enter opens the page as a sidebar click does (the
 * tab bar adds it), Esc closes.
 */
export function MenuSearch() {
  const { catalog } = useAtomValue(catalogAtom);
  const context = useAtomValue(accessContextAtom);
  const ref = useRef<RefSelectProps>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);

  const entries = useMemo(() => searchableRoutes([...catalog.routes.values(), ...SHELL_ROUTES], context), [catalog, context]);
  const options = useMemo(
    () =>
      matchRoutes(entries, query).map((entry) => ({
        value: entry.path,
        label: (
          <Flex justify="space-between" gap={12}>
            <span>{entry.group ? `${entry.group} / ${entry.title}` : entry.title}</span>
            <Typography.Text type="secondary">{entry.path}</Typography.Text>
          </Flex>
        ),
      })),
    [entries, query],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      ref.current?.focus();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = () => {
    setOpen(false);
    setQuery('');
    ref.current?.blur();
  };

  return (
    <Select<string>
      ref={ref}
      data-testid="menu-search"
      aria-label="搜索菜单"
      placeholder={`搜索菜单（${onMac ? '⌘K' : 'Ctrl+K'}）`}
      prefix={<SearchOutlined />}
      suffixIcon={null}
      value={null}
      open={open}
      onOpenChange={setOpen}
      showSearch={{ searchValue: query, onSearch: setQuery, filterOption: false }}
      options={options}
      notFoundContent="没有匹配的页面"
      // The hit under the arrow keys or the pointer: its page is fetched (not run) before Enter.
      onActive={(path) => void prefetchPath(path, 'intent')}
      onSelect={(path) => {
        close();
        startPageLoad(path);
        shellNavigate(path);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      popupMatchSelectWidth={360}
      style={{ width: 220 }}
    />
  );
}
