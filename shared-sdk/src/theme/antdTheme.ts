import { theme as antdTheme, type ThemeConfig } from 'antd';
import type { ThemeSettings } from './theme';
import { AA_TEXT, contrastRatio, flatten, formatRatio, readableOn } from './contrast';

/** antd's preset colours (tags, badges): each one's text shade `<colour>7` sits on its tint `<colour>1`. */
const PRESET_COLOURS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;
const STATUSES = ['Success', 'Warning', 'Error', 'Info'] as const;

/** Text on a dark-mode primary or danger fill: the fills are light there, so their text is dark. */
const TEXT_ON_LIGHT_FILL = '#000000';

type Token = Record<string, string>;

/**
 * antd's colours with every text colour raised to WCAG AA (4.5:1) against what it is drawn on,
 * in both modes, whatever primary colour a brand or a user chose. antd's defaults fall short
 * (primary #1677ff 4.1:1 on white, placeholders 1.8:1, tag text 3.3:1; in the dark mode links
 * 3.6:1), and fixing them here fixes every page at once. In the light mode text on the primary
 * fill stays white, so the primary itself is darkened until both hold; in the dark mode no
 * colour is both readable on #141414 and under white text, so the primary is lightened and the
 * text on its fill turns dark.
 */
export function accessibleTokens(settings: Pick<ThemeSettings, 'mode' | 'primary'>): { token: Token; onPrimary: string; drawn: string } {
  const key = `${settings.mode}${settings.primary}`;
  let tokens = derived.get(key);
  if (!tokens) derived.set(key, (tokens = deriveTokens(settings)));
  return tokens;
}

/** Deriving runs antd's algorithm: once per mode and primary colour. */
const derived = new Map<string, { token: Token; onPrimary: string; drawn: string }>();

function deriveTokens(settings: Pick<ThemeSettings, 'mode' | 'primary'>): { token: Token; onPrimary: string; drawn: string } {
  const dark = settings.mode === 'dark';
  const algorithm = dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm;
  const base = antdTheme.getDesignToken({ algorithm, token: { colorPrimary: settings.primary } }) as unknown as Token;
  const container = base.colorBgContainer;
  // Everything text is drawn on: containers, the page, popups, table headers and filled inputs.
  const surfaces = [container, base.colorBgLayout, base.colorBgElevated, flatten(base.colorFillAlter, container), flatten(base.colorFillTertiary, container)];
  const onPrimary = dark ? TEXT_ON_LIGHT_FILL : base.colorTextLightSolid;
  const primary = readableOn(base.colorPrimary, [...surfaces, flatten(base.colorPrimaryBg, container), onPrimary]);
  const token: Token = {
    colorPrimary: primary,
    colorLink: primary,
    colorPrimaryText: primary,
    colorTextTertiary: readableOn(base.colorTextTertiary, surfaces),
    colorTextDescription: readableOn(base.colorTextDescription, surfaces),
    colorTextPlaceholder: readableOn(base.colorTextPlaceholder, surfaces),
  };
  for (const status of STATUSES) {
    const fill = flatten(base[`color${status}Bg`], container);
    const colour = readableOn(base[`color${status}`], [...surfaces, fill, onPrimary]);
    token[`color${status}`] = colour;
    token[`color${status}Text`] = readableOn(base[`color${status}Text`], [...surfaces, fill]);
  }
  for (const preset of PRESET_COLOURS) token[`${preset}7`] = readableOn(base[`${preset}7`], [flatten(base[`${preset}1`], container), container]);
  // A disabled multiple select still shows its choices as text to read.
  token.selectItemDisabled = readableOn(base.colorTextDisabled, [...surfaces, flatten(base.colorFill, flatten(base.colorBgContainerDisabled, container))]);
  // The primary and status colours are seeds: the dark algorithm draws each one blended towards
  // the background. Each seed is pushed further until what antd draws from it holds 4.5:1.
  for (let round = 1; round <= 12; round++) {
    const drawn = antdTheme.getDesignToken({ algorithm, token }) as unknown as Token;
    const failing = SEEDS.filter((seed) => ![...surfaces, onPrimary].every((surface) => contrastRatio(drawn[seed], surface) >= AA_TEXT));
    if (!failing.length) return { token, onPrimary, drawn: drawn.colorPrimary };
    for (const seed of failing) token[seed] = readableOn(token[seed], [...surfaces, onPrimary], AA_TEXT + round * 0.25);
  }
  return { token, onPrimary, drawn: token.colorPrimary };
}

const SEEDS = ['colorPrimary', ...STATUSES.map((status) => `color${status}`)];

/** The primary colour the console draws with for this choice (corrected when it would fail AA). */
export const drawnPrimary = (settings: Pick<ThemeSettings, 'mode' | 'primary'>) => accessibleTokens(settings).drawn;

/**
 * The antd theme of the whole console (shell and every remote render under it). Zero-runtime: the
 * components' rules come from antd's static stylesheet, which the shell loads once (all components,
 * so a remote may use one the shell never renders); at runtime antd only writes the theme's CSS
 * variables. A remote on an older shell without the stylesheet still gets runtime styles there.
 */
export function antdThemeConfig(settings: ThemeSettings, reducedMotion = false): ThemeConfig {
  const {
    token: { selectItemDisabled, ...token },
    onPrimary,
  } = accessibleTokens(settings);
  // The selected menu entry keeps white text on a primary dark enough for it (in the dark mode
  // the primary itself is light); a group holding it shows white text on the sidebar too.
  const menuSelectedBg = readableOn(token.colorPrimary, ['#ffffff']);
  return {
    zeroRuntime: true,
    algorithm: settings.mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    // A user whose system asks for reduced motion gets no antd animations (antd's motion token).
    token: { ...token, motion: !reducedMotion },
    components: {
      Layout: { siderBg: settings.siderBg, headerBg: settings.headerBg, headerColor: settings.headerText },
      Menu: { darkItemBg: settings.siderBg, darkSubMenuItemBg: settings.siderBg, darkItemSelectedBg: menuSelectedBg, darkItemSelectedColor: '#ffffff' },
      Button: { primaryColor: onPrimary, dangerColor: onPrimary },
      Radio: { buttonSolidCheckedColor: onPrimary },
      Select: { multipleItemColorDisabled: selectItemDisabled },
    },
  };
}

/** The dark sidebar menu's item text (antd's dark menu: white at 65 %). */
const SIDER_TEXT = 'rgba(255,255,255,0.65)';

/**
 * Why /setColor refuses this choice (a pair whose text would fall under 4.5:1), or null. The
 * primary colour is never refused: it is corrected (see `primaryCorrections`).
 */
export function themeContrastProblem(settings: ThemeSettings): string | null {
  const header = contrastRatio(flatten(settings.headerText, settings.headerBg), flatten(settings.headerBg, '#ffffff'));
  if (header < AA_TEXT) return `顶部栏文字与背景的对比度为 ${formatRatio(header)}，低于 4.5:1，文字难以辨认，未保存`;
  const siderBg = flatten(settings.siderBg, '#ffffff');
  const sider = contrastRatio(flatten(SIDER_TEXT, siderBg), siderBg);
  if (sider < AA_TEXT) return `侧边栏背景过浅：菜单文字与它的对比度为 ${formatRatio(sider)}，低于 4.5:1，未保存`;
  return null;
}

/** Where the console draws another primary than the one chosen, per mode, to keep 4.5:1. */
export function primaryCorrections(primary: string): { mode: ThemeSettings['mode']; drawn: string }[] {
  return (['light', 'dark'] as const)
    .map((mode) => ({ mode, drawn: drawnPrimary({ mode, primary }) }))
    .filter(({ drawn }) => drawn.toLowerCase() !== primary.toLowerCase());
}

/**
 * antd's static stylesheet colours a preset tag's text with its own variable, which the theme's
 * tokens do not reach: these rules give every preset tag the readable shade of the theme.
 */
export function presetTagRules(settings: Pick<ThemeSettings, 'mode' | 'primary'>): string {
  const { token } = accessibleTokens(settings);
  return [
    ...PRESET_COLOURS.map(
      (preset) => `:root .ant-tag.ant-tag-${preset}:not(.ant-tag-disabled):is(.ant-tag-filled, .ant-tag-outlined) { color: ${token[`${preset}7`]}; }`,
    ),
    // A disabled multiple select still shows its choices as text to read.
    `:root .ant-select-disabled :is(.ant-select-selection-item, .ant-select-selection-item-content) { color: ${token.selectItemDisabled}; }`,
  ].join('\n');
}
