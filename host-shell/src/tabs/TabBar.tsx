import { CloseOutlined, DownOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef } from 'react';
import { Button, Dropdown, Tabs, type MenuProps } from 'antd';
import { useAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useAddressPath } from '../app/addressPath';
import { refreshPage } from '../keepAlive/KeepAlivePages';
import { closeAllTabs, closeLeftTabs, closeOtherTabs, closeRightTabs, closeTab, type TabChange, type TabEntry } from './tabRules';
import { tabsAtom } from './tabsState';

type Action = 'refresh' | 'close' | 'others' | 'left' | 'right' | 'all';

const MENU: MenuProps['items'] = [
  { key: 'refresh', label: '刷新' },
  { key: 'close', label: '关闭' },
  { key: 'others', label: '关闭其他' },
  { key: 'left', label: '关闭左侧' },
  { key: 'right', label: '关闭右侧' },
  { key: 'all', label: '关闭全部' },
];

/** Visited pages as tabs: close one (also by middle click), others, left, right, all; refresh. */
export function TabBar() {
  const [tabs, setTabs] = useAtom(tabsAtom);
  const pathname = useAddressPath();
  const navigate = useNavigate();

  const apply = ({ tabs: next, navigateTo }: TabChange) => {
    setTabs(next);
    if (navigateTo) navigate(navigateTo);
  };

  const act = (action: Action, tab: TabEntry) => {
    switch (action) {
      case 'refresh':
        refreshPage(tab.path);
        if (tab.path !== pathname) navigate(tab.path);
        return;
      case 'close':
        return apply(closeTab(tabs, tab.path, pathname));
      case 'others':
        return apply(closeOtherTabs(tabs, tab.path, pathname));
      case 'left':
        return apply(closeLeftTabs(tabs, tab.path, pathname));
      case 'right':
        return apply(closeRightTabs(tabs, tab.path, pathname));
      case 'all':
        return apply(closeAllTabs());
    }
  };

  const current = tabs.find((tab) => tab.path === pathname) ?? tabs[tabs.length - 1];
  const bar = useRef<HTMLDivElement>(null);
  // antd puts role=tablist on the whole nav, whose overflow button is then a child a tablist may
  // not have: the role goes to the list that holds only the tabs.
  useLayoutEffect(() => {
    const nav = bar.current?.querySelector('.ant-tabs-nav');
    const list = bar.current?.querySelector('.ant-tabs-nav-list');
    if (!nav || !list || list.getAttribute('role') === 'tablist') return;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  });

  return (
    <div
      className="console-tabs"
      data-testid="tab-bar"
      ref={bar}
      onKeyDown={(event) => {
        const path = (event.target as HTMLElement).closest('[data-node-key]')?.getAttribute('data-node-key');
        const tab = tabs.find((entry) => entry.path === path);
        if (event.key === 'Delete' && tab) act('close', tab);
      }}
    >
      <Tabs
        style={{ flex: 1, minWidth: 0 }}
        size="small"
        type="editable-card"
        hideAdd
        activeKey={pathname}
        // A tab's page was visited, so its code is loaded and it is usually kept alive: shown at
        // once in one synchronous render, not as a transition that React renders in slices.
        onChange={(path) => navigate(path, { flushSync: true })}
        onEdit={(path, action) => action === 'remove' && apply(closeTab(tabs, String(path), pathname))}
        items={tabs.map((tab) => ({
          key: tab.path,
          // A close button beside the tab would be a second control in the tablist: the × is a mouse
          // target inside the tab, and the keyboard closes the focused tab with Delete (or 标签选项).
          closable: false,
          label: (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: MENU,
                onClick: ({ key, domEvent }) => {
                  // The menu is portalled, but React bubbles its click to the tab: that would select it.
                  domEvent.stopPropagation();
                  act(key as Action, tab);
                },
              }}
            >
              <span
                data-testid="tab-label"
                onAuxClick={(event) => {
                  if (event.button === 1) act('close', tab);
                }}
                onMouseDown={(event) => {
                  if (event.button === 1) event.preventDefault(); // no autoscroll on middle click
                }}
              >
                {tab.title}
                <CloseOutlined
                  className="console-tab-close"
                  aria-hidden
                  onClick={(event) => {
                    event.stopPropagation();
                    act('close', tab);
                  }}
                />
              </span>
            </Dropdown>
          ),
        }))}
        tabBarStyle={{ marginBottom: 0 }}
      />
      {current && (
        <Dropdown menu={{ items: MENU, onClick: ({ key }) => act(key as Action, current) }}>
          <Button size="small" style={{ marginLeft: 8 }}>
            标签选项 <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
