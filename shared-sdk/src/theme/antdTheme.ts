import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme';

/**
 * The antd theme of the whole console (shell and every remote render under it). Zero-runtime: the
 * components' rules come from antd's static stylesheet, which the shell loads once (all components,
 * so a remote may use one the shell never renders); at runtime antd only writes the theme's CSS
 * variables. A remote on an older shell without the stylesheet still gets runtime styles there.
 */
export function antdThemeConfig(settings: ThemeSettings, reducedMotion = false): ThemeConfig {
  return {
    zeroRuntime: true,
    algorithm: settings.mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // A user whose system asks for reduced motion gets no animations (antd's motion token).
    token: { colorPrimary: settings.primary, motion: !reducedMotion },
    components: {
      Layout: { siderBg: settings.siderBg, headerBg: settings.headerBg, headerColor: settings.headerText },
      Menu: { darkItemBg: settings.siderBg, darkSubMenuItemBg: settings.siderBg },
    },
  };
}
