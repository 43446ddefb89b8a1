import { MESSAGES, PLATFORM_ACCESS, type Role } from '@console/sdk';

/** Spec section 6: admin polls top-up counts (the bell). */
export const pollsTopUps = (role: Role | null) => role !== null && (PLATFORM_ACCESS.topUpCount as readonly Role[]).includes(role);

/** Spec section 7: the alert sounds when the data count or the customData count is above 0. */
export const topUpAlert = (dataCount: number, customDataCount: number) => dataCount > 0 || customDataCount > 0;

/** Spec section 6: admin and normal have the return-visit entry. */
export const hasReminders = (role: Role | null) => role === 'admin' || role === 'normal';

/** Spec section 6: a normal user with computer-dial on and the sip flag off polls the device. */
export const pollsDevice = (role: Role | null, computerDial: boolean, sip: boolean) => role === 'normal' && computerDial && !sip;

/** Spec section 4: no device name, not connected; otherwise connected with the device name. */
export const deviceLabel = (deviceName: string) => (deviceName ? `${MESSAGES.deviceConnected}：${deviceName}` : MESSAGES.deviceNotConnected);
