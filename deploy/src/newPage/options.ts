/**
 * The page's noun, menu icon and menu order: given, asked for (in a terminal), or their defaults,
 * and what the command says it chose.
 */
import { MENU_ICON_NAMES, type MenuIconName } from '@console/sdk/manifest';

export const DEFAULT_ICON: MenuIconName = 'AppstoreOutlined';
export const DEFAULT_ORDER = 900;

/** The noun of a title: the title without a trailing 列表/管理/查询/明细 (号码池 → 号码池, 号码列表 → 号码). */
export function nounOf(title: string): string {
  const noun = title.replace(/(列表|管理|查询|明细)$/, '');
  return noun || title;
}

/** A menu icon the shell can draw (`MENU_ICON_NAMES`, each an `@ant-design/icons` export), else an error in Chinese. */
export function checkIcon(icon: string): MenuIconName {
  if ((MENU_ICON_NAMES as readonly string[]).includes(icon)) return icon as MenuIconName;
  const near = MENU_ICON_NAMES.filter((name) => name.toLowerCase().includes(icon.replace(/Outlined$/, '').toLowerCase()));
  throw new Error(
    `--icon ${icon} 不是菜单可用的图标（shared-sdk/src/manifest/icons.ts 的 MENU_ICON_NAMES）${near.length ? `；相近的：${near.join('、')}` : ''}`,
  );
}

export function checkOrder(text: string): number {
  const order = Number(text);
  if (!Number.isInteger(order) || order < 0) throw new Error(`--order 须为非负整数：${text}`);
  return order;
}

export interface Chosen {
  noun: string;
  icon: MenuIconName;
  order: number;
  /** What was not given, as the command reports it: `名词「号码池」（取自标题）`. */
  defaulted: string[];
}

/**
 * Each of noun/icon/order: as given, else asked with its default shown (`ask` answers '' to take
 * it), else the default. `ask` is undefined when not in a terminal (tests, CI).
 */
export async function choose(
  title: string,
  given: { noun?: string; icon?: string; order?: string },
  ask?: (question: string) => Promise<string>,
): Promise<Chosen> {
  const defaulted: string[] = [];
  const pick = async (given: string | undefined, question: string, fallback: string, said: string) => {
    if (given !== undefined) return given;
    const answer = ask ? (await ask(`${question}（默认 ${fallback}）：`)).trim() : '';
    if (answer) return answer;
    defaulted.push(said);
    return fallback;
  };
  const noun = await pick(given.noun, '名词（新增/编辑按钮上的）', nounOf(title), `名词「${nounOf(title)}」（取自标题，可用 --noun 指定）`);
  const icon = checkIcon(await pick(given.icon, '菜单图标', DEFAULT_ICON, `图标 ${DEFAULT_ICON}（--icon）`));
  const order = checkOrder(await pick(given.order, '菜单顺序', String(DEFAULT_ORDER), `菜单顺序 ${DEFAULT_ORDER}（--order）`));
  return { noun, icon, order, defaulted };
}
