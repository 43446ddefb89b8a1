import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeAllTabs, closeOtherTabs, closeTab, type TabChange } from './tabRules';
import { tabsAtom } from './tabsState';

export function TabBar() {
  const [tabs, setTabs] = useAtom(tabsAtom);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const apply = ({ tabs: next, navigateTo }: TabChange) => {
    setTabs(next);
    if (navigateTo) navigate(navigateTo);
  };

  return (
    <div className="console-tabs" data-testid="tab-bar" style={{ background: '#fff', padding: '4px 12px 0', display: 'flex', alignItems: 'center' }}>
      <Tabs
        style={{ flex: 1, minWidth: 0 }}
        size="small"
        type="editable-card"
        hideAdd
        activeKey={pathname}
        onChange={(path) => navigate(path)}
        onEdit={(path, action) => action === 'remove' && apply(closeTab(tabs, String(path), pathname))}
        items={tabs.map((tab) => ({ key: tab.path, label: tab.title, closable: true }))}
        tabBarStyle={{ marginBottom: 0 }}
      />
      <Dropdown
        menu={{
          items: [
            { key: 'others', label: '关闭其他' },
            { key: 'all', label: '关闭全部' },
          ],
          onClick: ({ key }) => apply(key === 'all' ? closeAllTabs() : closeOtherTabs(tabs, pathname)),
        }}
      >
        <Button size="small" style={{ marginLeft: 8 }}>
          标签选项 <DownOutlined />
        </Button>
      </Dropdown>
    </div>
  );
}
