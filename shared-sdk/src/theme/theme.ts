import { STORAGE_KEYS } from '../session/storageKeys';

/**
 * The console's theme, kept in the spec's storage keys (section 3): `theme` the light or dark mode,
 * `theme2` the primary colour, `theme3` the sidebar, `theme4` the header background, `theme6` the
 * header text. Browser-free, so the build can inline the pre-paint script from the same source.
 */
export interface ThemeSettings {
  mode: 'light' | 'dark';
  primary: string;
  siderBg: string;
  headerBg: string;
  headerText: string;
}

export const DEFAULT_THEME: ThemeSettings = {
  mode: 'light',
  primary: '#1677ff',
  siderBg: '#001529',
  headerBg: '#ffffff',
  headerText: '#1f1f1f',
};

/** Dark mode's surfaces when the user has not chosen their own. */
export const DARK_SURFACES = { headerBg: '#141414', headerText: '#f0f0f0', pageBg: '#000000' } as const;
export const LIGHT_PAGE_BG = '#f5f5f5';

const KEYS: Record<keyof ThemeSettings, string> = {
  mode: STORAGE_KEYS.theme,
  primary: STORAGE_KEYS.theme2,
  siderBg: STORAGE_KEYS.theme3,
  headerBg: STORAGE_KEYS.theme4,
  headerText: STORAGE_KEYS.theme6,
};

const COLOUR = /^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$/;

export function readTheme(storage: Pick<Storage, 'getItem'> = globalThis.localStorage): ThemeSettings {
  const mode = storage.getItem(KEYS.mode) === 'dark' ? 'dark' : 'light';
  const colour = (key: keyof ThemeSettings, fallback: string) => {
    const value = storage.getItem(KEYS[key]) ?? '';
    return COLOUR.test(value) ? value : fallback;
  };
  const dark = mode === 'dark';
  return {
    mode,
    primary: colour('primary', DEFAULT_THEME.primary),
    siderBg: colour('siderBg', DEFAULT_THEME.siderBg),
    headerBg: colour('headerBg', dark ? DARK_SURFACES.headerBg : DEFAULT_THEME.headerBg),
    headerText: colour('headerText', dark ? DARK_SURFACES.headerText : DEFAULT_THEME.headerText),
  };
}

/** Switching light/dark also switches the header to that mode's surfaces. */
export function withMode(settings: ThemeSettings, mode: ThemeSettings['mode']): ThemeSettings {
  const dark = mode === 'dark';
  return {
    ...settings,
    mode,
    headerBg: dark ? DARK_SURFACES.headerBg : DEFAULT_THEME.headerBg,
    headerText: dark ? DARK_SURFACES.headerText : DEFAULT_THEME.headerText,
  };
}

/** Where the resolved CSS variables are cached for the pre-paint script (derived, not a setting). */
export const THEME_VARIABLES_KEY = 'console:theme-variables';

export function writeTheme(settings: ThemeSettings, storage: Pick<Storage, 'setItem'> = globalThis.localStorage): void {
  for (const key of Object.keys(KEYS) as (keyof ThemeSettings)[]) storage.setItem(KEYS[key], settings[key]);
  storage.setItem(THEME_VARIABLES_KEY, JSON.stringify({ mode: settings.mode, variables: themeVariables(settings) }));
}

export function isColour(value: string): boolean {
  return COLOUR.test(value);
}

/** CSS variables the shell's stylesheet paints with, from the same settings antd gets. */
export function themeVariables(settings: ThemeSettings): Record<string, string> {
  return {
    '--console-primary': settings.primary,
    '--console-sider-bg': settings.siderBg,
    '--console-header-bg': settings.headerBg,
    '--console-header-text': settings.headerText,
    '--console-page-bg': settings.mode === 'dark' ? DARK_SURFACES.pageBg : LIGHT_PAGE_BG,
  };
}

/**
 * A script for the top of index.html: applies the stored theme before the first paint, so a
 * reload in dark mode (or with a custom colour) never flashes the default theme.
 */
export function prePaintScript(): string {
  return (
    `(function(){try{var t=JSON.parse(localStorage.getItem(${JSON.stringify(THEME_VARIABLES_KEY)})||'null');if(!t)return;` +
    `var r=document.documentElement;r.setAttribute('data-theme',t.mode);` +
    `for(var k in t.variables){r.style.setProperty(k,t.variables[k]);}` +
    `r.style.background=t.variables['--console-page-bg'];}catch(e){}})();`
  );
}
