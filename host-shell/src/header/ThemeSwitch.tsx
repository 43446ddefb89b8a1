import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useAtom } from 'jotai';
import { themeAtom, withMode } from '@console/sdk';

/** The header's theme switch: light or dark, for the whole console, remembered in `theme`. */
export function ThemeSwitch() {
  const [theme, setTheme] = useAtom(themeAtom);
  const dark = theme.mode === 'dark';
  const toggle = () => setTheme(withMode(theme, dark ? 'light' : 'dark'));
  return (
    <Tooltip title={dark ? '切换到浅色主题' : '切换到深色主题'}>
      <Button type="text" icon={dark ? <SunOutlined /> : <MoonOutlined />} aria-label="切换主题" onClick={toggle} />
    </Tooltip>
  );
}
