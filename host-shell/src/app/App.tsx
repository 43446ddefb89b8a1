import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { antdThemeConfig, platformStore, presetTagRules, themeAtom, themeVariables } from '@console/sdk';
import { router } from './router';
import { keepTabInDialogs } from './dialogFocus';
import { watchTables } from './tableAccessibility';
import 'antd/dist/antd.css';
import './global.css';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

const presetTags = new CSSStyleSheet();

/** Shell and remotes render under one ConfigProvider: zh_CN and the user's theme, from the first render. */
function Themed() {
  const theme = useAtomValue(themeAtom);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion);
  const config = useMemo(() => antdThemeConfig(theme, reducedMotion), [theme, reducedMotion]);
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-theme', theme.mode);
    for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
    root.style.background = themeVariables(theme)['--console-page-bg'];
    // A constructed sheet, which no style-src policy has to allow.
    presetTags.replaceSync(presetTagRules(theme));
    if (!document.adoptedStyleSheets.includes(presetTags)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, presetTags];
  }, [theme]);
  useEffect(() => watchTables(), []);
  useEffect(() => keepTabInDialogs(), []);
  return (
    <ConfigProvider locale={zhCN} theme={config}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}

export function App() {
  return (
    <JotaiProvider store={platformStore}>
      <Themed />
    </JotaiProvider>
  );
}
