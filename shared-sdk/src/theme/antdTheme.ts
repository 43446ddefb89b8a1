import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme';

/** The antd theme of the whole console (shell and every remote render under it). */
export function antdThemeConfig(settings: ThemeSettings): ThemeConfig {
  return {
    algorithm: settings.mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: { colorPrimary: settings.primary },
    components: {
      Layout: { siderBg: settings.siderBg, headerBg: settings.headerBg, headerColor: settings.headerText },
      Menu: { darkItemBg: settings.siderBg, darkSubMenuItemBg: settings.siderBg },
    },
  };
}
