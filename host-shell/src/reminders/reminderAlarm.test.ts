import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Reminder } from '@console/sdk';
import { startReminderAlarm } from './reminderAlarm';

const reminder = (id: number, date: string): Reminder => ({ id, name: `回访${id}`, phone: '138', remark: '', date, type: 'work' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 22, 9, 59, 58, 200));
});
afterEach(() => vi.useRealTimers());

describe('startReminderAlarm', () => {
  it('checks every 1 s and fires a reminder in its second, once', () => {
    const onDue = vi.fn();
    startReminderAlarm(() => [reminder(1, '2026-11-22 10:00:00')], onDue);
    vi.advanceTimersByTime(1000); // 09:59:59
    expect(onDue).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000); // 10:00:00
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(onDue).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    vi.advanceTimersByTime(5000);
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('rings a reminder again when it is edited to a new time', () => {
    const onDue = vi.fn();
    let list = [reminder(1, '2026-11-22 10:00:00')];
    startReminderAlarm(() => list, onDue);
    vi.advanceTimersByTime(2000); // 10:00:00
    expect(onDue).toHaveBeenCalledTimes(1);
    list = [reminder(1, '2026-11-22 10:00:05')];
    vi.advanceTimersByTime(5000); // 10:00:05
    expect(onDue).toHaveBeenCalledTimes(2);
    expect(onDue).toHaveBeenLastCalledWith(expect.objectContaining({ id: 1, date: '2026-11-22 10:00:05' }));
    vi.advanceTimersByTime(5000);
    expect(onDue).toHaveBeenCalledTimes(2);
  });

  it('ticks the clock every second', () => {
    const onTick = vi.fn();
    startReminderAlarm(() => [], vi.fn(), onTick);
    vi.advanceTimersByTime(3000);
    expect(onTick.mock.calls.map(([clock]) => clock)).toEqual(['2026-11-22 09:59:59', '2026-11-22 10:00:00', '2026-11-22 10:00:01']);
  });

  it('does not fire past reminders or future ones', () => {
    const onDue = vi.fn();
    startReminderAlarm(() => [reminder(1, '2026-11-22 09:00:00'), reminder(2, '2026-11-23 10:00:00')], onDue);
    vi.advanceTimersByTime(10000);
    expect(onDue).not.toHaveBeenCalled();
  });

  it('catches a second a late tick skipped', () => {
    const onDue = vi.fn();
    let now = new Date(2026, 10, 22, 9, 59, 59);
    const timers: (() => void)[] = [];
    startReminderAlarm(
      () => [reminder(1, '2026-11-22 10:00:00')],
      onDue,
      () => {},
      {
        now: () => now,
        setInterval: (handler) => timers.push(handler),
        clearInterval: () => {},
      },
    );
    now = new Date(2026, 10, 22, 10, 0, 2); // the tab was throttled over 10:00:00
    timers[0]();
    expect(onDue).toHaveBeenCalledTimes(1);
  });

  it('stops without a timer left', () => {
    const stop = startReminderAlarm(() => [], vi.fn());
    stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
