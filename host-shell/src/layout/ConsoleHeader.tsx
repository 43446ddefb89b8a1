import { KeyOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, Layout, Space, Typography } from 'antd';
import { useAtom, useAtomValue } from 'jotai';
import { memo, useEffect, useState } from 'react';
import { getStoredToken, headerApi, ROLE_LABELS, sessionAtom, signOut } from '@console/sdk';
import { sessionApi } from '../contract';
import { safeUrl } from '@console/sdk/safeUrl';
import { DevOverrideBadge } from '../devOverride/DevOverrideBadge';
import { DeviceStatus } from '../device/DeviceStatus';
import { AppQrCode } from '../header/AppQrCode';
import { ChangePasswordDialog } from '../header/ChangePasswordDialog';
import { hasReminders, pollsDevice, pollsTopUps } from '../header/headerRules';
import { headerUserAtom } from '../header/headerState';
import { MenuSearch } from '../menuSearch/MenuSearch';
import { ThemeSwitch } from '../header/ThemeSwitch';
import { ReminderCenter } from '../reminders/ReminderCenter';
import { SipStatus } from '../sip/SipStatus';
import { TopUpBell } from '../topUp/TopUpBell';
import { shellNavigate } from '../app/shellNavigate';

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  showToggle: boolean;
}

/** Memoised: nothing in the header depends on the address, and a navigation must not render it. */
export const ConsoleHeader = memo(function ConsoleHeader({ collapsed, onToggle, showToggle }: Props) {
  const session = useAtomValue(sessionAtom);
  const [user, setUser] = useAtom(headerUserAtom);
  const [changingPassword, setChangingPassword] = useState(false);

  useEffect(() => {
    headerApi
      .webGetHeadPortrait({ currentUserId: session.userId }, { silent: true })
      .then((envelope) => setUser(envelope.data))
      .catch(() => undefined);
  }, [session.userId, setUser]);

  /** Spec section 4: logout clears the session items and goes to /login; the server ends the token too. */
  const logout = () => {
    // Best effort: the local logout neither waits for nor depends on the server. The stored token,
    // not the session atom's: a renewal replaces it in storage only.
    void sessionApi.logout(undefined, { silent: true, headers: { Authorization: getStoredToken() } }).catch(() => undefined);
    signOut();
    setUser(null);
    shellNavigate('/login', { replace: true });
  };

  return (
    <Layout.Header className="console-header">
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Space size={12} align="center">
          {showToggle && (
            <Button
              type="text"
              aria-label={collapsed ? '展开菜单' : '收起菜单'}
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggle}
              style={{ color: 'inherit' }}
            />
          )}
          <DevOverrideBadge />
        </Space>
        <Space size={12} align="center">
          <MenuSearch />
          {hasReminders(session.role) && <ReminderCenter />}
          {pollsTopUps(session.role) && <TopUpBell />}
          {user && pollsDevice(session.role, user.computerDial, session.flags.sip) && <DeviceStatus />}
          <SipStatus />
          <AppQrCode />
          <ThemeSwitch />
          <Dropdown
            menu={{
              items: [
                { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
                { type: 'divider' },
                { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
              ],
              onClick: ({ key }) => (key === 'logout' ? logout() : setChangingPassword(true)),
            }}
          >
            <Flex align="center" gap={8} style={{ cursor: 'pointer' }} data-testid="user-menu">
              <Avatar size="small" src={safeUrl(user?.headPortrait, 'image') || undefined} icon={<UserOutlined />} />
              <Typography.Text style={{ color: 'inherit' }}>{session.username}</Typography.Text>
              {session.role && <Typography.Text type="secondary">（{ROLE_LABELS[session.role]}）</Typography.Text>}
            </Flex>
          </Dropdown>
        </Space>
      </Flex>
      <ChangePasswordDialog
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
        onChanged={() => {
          setChangingPassword(false);
          logout();
        }}
      />
    </Layout.Header>
  );
});
