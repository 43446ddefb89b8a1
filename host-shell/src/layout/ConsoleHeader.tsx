import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { ROLE_LABELS, sessionAtom, signOut } from '@console/sdk';

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  showToggle: boolean;
}

export function ConsoleHeader({ collapsed, onToggle, showToggle }: Props) {
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();

  const logout = () => {
    signOut();
    navigate('/login', { replace: true });
  };

  return (
    <Layout.Header style={{ background: '#fff', padding: '0 16px', height: 56, lineHeight: '56px' }}>
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <div>
          {showToggle && (
            <Button
              type="text"
              aria-label={collapsed ? '展开菜单' : '收起菜单'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggle}
            />
          )}
        </div>
        <Dropdown
          menu={{
            items: [{ key: 'logout', icon: <LogoutOutlined />, label: '退出登录' }],
            onClick: ({ key }) => key === 'logout' && logout(),
          }}
        >
          <Flex align="center" gap={8} style={{ cursor: 'pointer' }} data-testid="user-menu">
            <Avatar size="small" icon={<UserOutlined />} />
            <Typography.Text>{session.username}</Typography.Text>
            {session.role && <Typography.Text type="secondary">（{ROLE_LABELS[session.role]}）</Typography.Text>}
          </Flex>
        </Dropdown>
      </Flex>
    </Layout.Header>
  );
}
