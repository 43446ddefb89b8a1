import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_THEME, prePaintScript, readTheme, writeTheme } from './theme';
import { antdThemeConfig } from './antdTheme';

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('data-theme');
});

describe('theme settings', () => {
  it('default to the light antd theme', () => {
    expect(readTheme()).toEqual(DEFAULT_THEME);
  });

  it('persist in the spec storage keys theme, theme2, theme3, theme4, theme6', () => {
    writeTheme({ mode: 'dark', primary: '#fa541c', siderBg: '#0b2e13', headerBg: '#222222', headerText: '#eeeeee' });
    expect(['theme', 'theme2', 'theme3', 'theme4', 'theme6'].map((key) => localStorage.getItem(key))).toEqual([
      'dark',
      '#fa541c',
      '#0b2e13',
      '#222222',
      '#eeeeee',
    ]);
    expect(readTheme()).toMatchObject({ mode: 'dark', primary: '#fa541c' });
  });

  it('ignore a stored colour that is not one', () => {
    localStorage.setItem('theme2', 'red; background: url(x)');
    expect(readTheme().primary).toBe(DEFAULT_THEME.primary);
  });

  it('are applied by the pre-paint script before anything renders', () => {
    writeTheme({ mode: 'dark', primary: '#fa541c', siderBg: '#0b2e13', headerBg: '#222222', headerText: '#eeeeee' });
    new Function(prePaintScript())();
    const root = document.documentElement;
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.style.getPropertyValue('--console-primary')).toBe('#fa541c');
    expect(root.style.getPropertyValue('--console-sider-bg')).toBe('#0b2e13');
  });

  it('leave the page alone when nothing was chosen', () => {
    new Function(prePaintScript())();
    expect(document.documentElement.getAttribute('data-theme')).toBeNull();
  });
});

describe('antdThemeConfig', () => {
  it('renders zero-runtime, and turns antd motion off when the system asks for reduced motion', () => {
    expect(antdThemeConfig(DEFAULT_THEME).zeroRuntime).toBe(true);
    expect(antdThemeConfig(DEFAULT_THEME).token?.motion).toBe(true);
    expect(antdThemeConfig(DEFAULT_THEME, true).token?.motion).toBe(false);
  });
});
