import { Alert, App, Button, Card, ColorPicker, Form, Radio, Space, Typography } from 'antd';
import { useAtom } from 'jotai';
import { DEFAULT_THEME, primaryCorrections, themeAtom, themeContrastProblem, withMode, type ThemeSettings } from '@console/sdk';

const PRESETS = ['#1677ff', '#722ed1', '#13c2c2', '#52c41a', '#fa541c', '#eb2f96', '#2f54eb'];

const COLOURS: { key: Exclude<keyof ThemeSettings, 'mode'>; label: string }[] = [
  { key: 'primary', label: '主题色' },
  { key: 'siderBg', label: '侧边栏背景' },
  { key: 'headerBg', label: '顶部栏背景' },
  { key: 'headerText', label: '顶部栏文字' },
];

/** Theme colours (/setColor): applied to the whole console at once and kept for the next visit. */
export default function SetColor() {
  const [theme, setTheme] = useAtom(themeAtom);
  const { message } = App.useApp();
  // A colour pair that text could not be read on is refused, and the user told why.
  const change = (patch: Partial<ThemeSettings>) => {
    const next = { ...theme, ...patch };
    const problem = themeContrastProblem(next);
    if (problem) message.error(problem);
    else setTheme(next);
  };
  const corrections = primaryCorrections(theme.primary);

  return (
    <Card variant="borderless" title="主题设置" data-testid="set-color">
      <Form labelCol={{ span: 4 }} wrapperCol={{ span: 16 }} style={{ maxWidth: 720 }}>
        <Form.Item label="外观">
          <Radio.Group
            value={theme.mode}
            onChange={(event) => setTheme(withMode(theme, event.target.value))}
            options={[
              { value: 'light', label: '浅色' },
              { value: 'dark', label: '深色' },
            ]}
          />
        </Form.Item>
        {COLOURS.map(({ key, label }) => (
          <Form.Item key={key} label={label}>
            <ColorPicker
              value={theme[key]}
              disabledAlpha
              showText
              presets={key === 'primary' ? [{ label: '推荐', colors: PRESETS }] : undefined}
              onChangeComplete={(colour) => change({ [key]: colour.toHexString() })}
              aria-label={label}
            />
          </Form.Item>
        ))}
        {corrections.length > 0 && (
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Alert
              type="info"
              showIcon
              data-testid="primary-correction"
              title={`主题色 ${theme.primary} 作文字或按钮底色时对比度低于 4.5:1，为保证清晰可读，${corrections
                .map(({ mode, drawn }) => `${mode === 'light' ? '浅色' : '深色'}外观按 ${drawn} 显示`)
                .join('，')}。`}
            />
          </Form.Item>
        )}
        <Form.Item label="预览">
          <Space>
            <Button type="primary">主要按钮</Button>
            <Button>次要按钮</Button>
            <Typography.Link>链接文字</Typography.Link>
          </Space>
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button onClick={() => setTheme(DEFAULT_THEME)}>恢复默认</Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
