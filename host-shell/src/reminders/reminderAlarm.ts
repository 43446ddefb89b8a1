import type { Reminder } from '@console/sdk';
import { REMINDER_TICK_MS } from '@console/sdk';
import { clockText } from './reminderRules';

export interface AlarmEnvironment {
  now: () => Date;
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

/**
 * Every second (spec section 9) compares the clock with each reminder's date-time and reports the
 * due ones once. A tick that comes late (a busy or throttled tab) still catches every second it
 * skipped, so no reminder is lost between two ticks. "Once" is per reminder and date-time: a
 * reminder edited to another time rings again at the new one.
 */
export function startReminderAlarm(
  getReminders: () => Reminder[],
  onDue: (reminder: Reminder) => void,
  onTick: (clock: string) => void = () => {},
  env: AlarmEnvironment = { now: () => new Date(), setInterval: (h, ms) => setInterval(h, ms), clearInterval: (t) => clearInterval(t as number) },
): () => void {
  let last = clockText(env.now());
  const fired = new Set<string>();
  const tick = () => {
    const current = clockText(env.now());
    onTick(current);
    for (const reminder of getReminders()) {
      const due = reminder.date === current || (reminder.date > last && reminder.date <= current);
      const key = `${reminder.id} ${reminder.date}`;
      if (due && !fired.has(key)) {
        fired.add(key);
        onDue(reminder);
      }
    }
    last = current;
  };
  const timer = env.setInterval(tick, REMINDER_TICK_MS);
  return () => env.clearInterval(timer);
}
