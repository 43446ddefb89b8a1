import { theme as antdTheme } from 'antd';
import { describe, expect, it } from 'vitest';
import { accessibleTokens, presetTagRules, primaryCorrections, themeContrastProblem } from './antdTheme';
import { contrastRatio, flatten, readableOn } from './contrast';
import { DEFAULT_THEME, withMode } from './theme';

describe('contrast (WCAG 2.1)', () => {
  it('measures what axe measured on antd’s defaults', () => {
    expect(contrastRatio('#1677ff', '#ffffff')).toBeCloseTo(4.1, 1);
    expect(contrastRatio('#ffffff', '#8c8c8c')).toBeCloseTo(3.36, 2);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(flatten('rgba(0,0,0,0.45)', '#ffffff')).toBe('#8c8c8c');
  });

  it('moves a colour the least way to 4.5:1, and leaves one that passes', () => {
    const darker = readableOn('#1677ff', ['#ffffff']);
    expect(contrastRatio(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#1677ff', ['#ffffff']), '#ffffff')).toBeLessThan(4.8);
    expect(readableOn('#0050b3', ['#ffffff'])).toBe('#0050b3');
    expect(contrastRatio(readableOn('#1668dc', ['#141414']), '#141414')).toBeGreaterThanOrEqual(4.5);
  });
});

// The default, the seeded brands' colours and /setColor's presets, yellow included.
const PRIMARIES = ['#1677ff', '#13a8a8', '#722ed1', '#d4380d', '#13c2c2', '#52c41a', '#fa541c', '#eb2f96', '#2f54eb', '#fadb14', '#000000', '#ffffff'];

describe.each(['light', 'dark'] as const)('the %s theme’s tokens', (mode) => {
  const surfacesOf = () => {
    const base = antdTheme.getDesignToken({ algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm });
    return [base.colorBgContainer, base.colorBgLayout, base.colorBgElevated, flatten(base.colorFillAlter, base.colorBgContainer)];
  };

  it.each(PRIMARIES)('hold every text colour to 4.5:1 with primary %s', (primary) => {
    const { token, onPrimary } = accessibleTokens({ mode, primary });
    for (const name of [
      'colorPrimary',
      'colorLink',
      'colorTextTertiary',
      'colorTextDescription',
      'colorTextPlaceholder',
      'colorError',
      'colorErrorText',
      'colorSuccessText',
      'colorWarningText',
    ]) {
      for (const surface of surfacesOf()) expect(contrastRatio(flatten(token[name], surface), surface), `${name} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio(token.colorPrimary, onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token.colorError, onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(
      contrastRatio(
        token.green7,
        flatten(antdTheme.getDesignToken({ algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm })['green1'], surfacesOf()[0]),
      ),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe('/setColor’s rules', () => {
  it('accepts the defaults of both modes', () => {
    expect(themeContrastProblem(DEFAULT_THEME)).toBeNull();
    expect(themeContrastProblem(withMode(DEFAULT_THEME, 'dark'))).toBeNull();
  });

  it('refuses header text the header cannot be read with, and a sidebar too light for its menu, saying why', () => {
    expect(themeContrastProblem({ ...DEFAULT_THEME, headerText: '#cccccc' })).toBe('顶部栏文字与背景的对比度为 1.6:1，低于 4.5:1，文字难以辨认，未保存');
    expect(themeContrastProblem({ ...DEFAULT_THEME, siderBg: '#91caff' })).toMatch(/^侧边栏背景过浅：菜单文字与它的对比度为 1\.\d:1，低于 4\.5:1，未保存$/);
  });

  it('says where the primary colour is drawn otherwise, per mode', () => {
    expect(primaryCorrections('#1677ff').map(({ mode }) => mode)).toEqual(['light', 'dark']);
    expect(primaryCorrections('#0958d9').map(({ mode }) => mode)).toEqual(['dark']);
  });
});

describe('preset tag rules', () => {
  it('colour every preset tag’s text with the readable shade, in both modes', () => {
    for (const mode of ['light', 'dark'] as const) {
      const rules = presetTagRules({ mode, primary: '#1677ff' });
      const { token } = accessibleTokens({ mode, primary: '#1677ff' });
      expect(rules).toContain(`:root .ant-tag.ant-tag-green:not(.ant-tag-disabled):is(.ant-tag-filled, .ant-tag-outlined) { color: ${token.green7}; }`);
      expect(rules.split('\n')).toHaveLength(14);
    }
  });
});
