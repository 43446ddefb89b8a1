/**
 * Brands and host markers that change the menu (spec sections 2 and 9). A brand is recognised by
 * the `webName` that `/api/oem/getOemInfo` returns for the current host.
 */
export const BRANDS = {
  /** The cloud-enterprise brand: shows recharge (agent) and operation manual 1. */
  cloudEnterprise: '云企业',
  /** The brand that shows operation manual 2 and the CJ abnormal-call list. */
  second: '讯呼通',
} as const;

export type BrandKey = keyof typeof BRANDS;

/** Hosts whose name contains this marker hide lead finding (spec section 9). */
export const CY_HOST_MARKER = 'cy';

export function hostHasCyMarker(hostname: string): boolean {
  return hostname.toLowerCase().includes(CY_HOST_MARKER);
}

/** Usernames that see the administrator-account page (spec section 6). */
export const SUPER_ADMIN_USERNAMES = ['root', 'admin'] as const;
