/** Page title on navigation: the route title plus the brand name (spec section 2). */
export function pageTitle(title: string, brandName: string): string {
  return brandName ? `${title} | ${brandName}` : title;
}

/** Titles of the pages the shell owns. */
export const SHELL_TITLES = {
  '/login': '登录',
  '/403': '无权访问',
  '/404': '页面不存在',
} as const;
