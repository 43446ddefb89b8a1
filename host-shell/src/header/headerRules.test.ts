import { describe, expect, it } from 'vitest';
import { ROLES } from '@console/sdk';
import { deviceLabel, hasReminders, pollsDevice, pollsTopUps, topUpAlert } from './headerRules';

describe('header rules (spec sections 4, 6 and 7)', () => {
  it('only admin polls top-up counts', () => {
    expect(ROLES.filter(pollsTopUps)).toEqual(['admin']);
  });

  it('alerts when either count is above 0', () => {
    expect(topUpAlert(0, 0)).toBe(false);
    expect(topUpAlert(1, 0)).toBe(true);
    expect(topUpAlert(0, 2)).toBe(true);
  });

  it('gives admin and normal the return-visit entry', () => {
    expect(ROLES.filter(hasReminders)).toEqual(['admin', 'normal']);
  });

  it('polls the device for a normal user with computer-dial on and the sip flag off, only', () => {
    expect(pollsDevice('normal', true, false)).toBe(true);
    expect(pollsDevice('normal', false, false)).toBe(false);
    expect(pollsDevice('normal', true, true)).toBe(false);
    expect(ROLES.filter((role) => pollsDevice(role, true, false))).toEqual(['normal']);
  });

  it('says not connected without a device name, connected with one', () => {
    expect(deviceLabel('')).toBe('未连接');
    expect(deviceLabel('话机-01')).toBe('已连接：话机-01');
  });
});
