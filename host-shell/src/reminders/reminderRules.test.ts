import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import type { Reminder } from '@console/sdk';
import { playAlarmTone } from './alarmTone';
import { clockText, dueReminders, reminderDate, reminderNotice } from './reminderRules';

const reminder = (id: number, date: string): Reminder => ({ id, name: `提醒${id}`, phone: '', remark: '', date, type: 'work' });

describe('dueReminders (spec section 4: equality with the current date-time)', () => {
  it('fires a reminder only in its own second', () => {
    const list = [reminder(1, '2026-11-22 10:00:00'), reminder(2, '2026-11-22 10:00:01')];
    expect(dueReminders(list, new Date(2026, 10, 22, 10, 0, 0)).map((r) => r.id)).toEqual([1]);
    expect(dueReminders(list, new Date(2026, 10, 22, 10, 0, 1)).map((r) => r.id)).toEqual([2]);
    expect(dueReminders(list, new Date(2026, 10, 22, 9, 59, 59))).toEqual([]);
  });

  it('compares in YYYY-MM-DD HH:mm:ss', () => {
    expect(clockText(new Date(2026, 0, 2, 3, 4, 5))).toBe('2026-01-02 03:04:05');
  });

  it('stores a picked time at the start of its minute', () => {
    expect(reminderDate(dayjs('2026-11-22 10:30:45'))).toBe('2026-11-22 10:30:00');
  });
});

describe('playAlarmTone (880 Hz, gain 0.3, 500 ms)', () => {
  it('plays the spec tone', () => {
    const oscillator = { type: '', frequency: { value: 0 }, connect: vi.fn(), start: vi.fn(), stop: vi.fn(), onended: null };
    const gain = { gain: { value: 1 }, connect: vi.fn() };
    const context = {
      currentTime: 12,
      destination: {},
      createOscillator: () => oscillator,
      createGain: () => gain,
      close: vi.fn(() => Promise.resolve()),
    };
    playAlarmTone(() => context as never);
    expect(oscillator.frequency.value).toBe(880);
    expect(gain.gain.value).toBe(0.3);
    expect(oscillator.start).toHaveBeenCalledWith(12);
    expect(oscillator.stop).toHaveBeenCalledWith(12.5);
    expect(gain.connect).toHaveBeenCalledWith(context.destination);
  });

  it('is skipped without audio', () => {
    expect(() =>
      playAlarmTone(() => {
        throw new Error('no audio');
      }),
    ).not.toThrow();
  });
});

describe('reminderNotice (spec section 4)', () => {
  it('shows name, phone and remark and hides after 3 s', () => {
    expect(reminderNotice({ id: 7, name: '回访', phone: '138', remark: '报价', date: '', type: 'work' })).toEqual({
      key: 'reminder-7',
      title: '回访',
      lines: ['电话：138', '备注：报价'],
      duration: 3,
    });
  });
});
