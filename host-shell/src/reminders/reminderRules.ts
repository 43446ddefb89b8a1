import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, type Reminder } from '@console/sdk';

/** The clock the alarm compares with: `YYYY-MM-DD HH:mm:ss`, the reminders' own format. */
export const clockText = (now: Date) => dayjs(now).format(DATE_TIME_FORMAT);

/** Spec section 4: a reminder is due when the current date-time equals its date-time. */
export function dueReminders(reminders: Reminder[], now: Date): Reminder[] {
  const current = clockText(now);
  return reminders.filter((reminder) => reminder.date === current);
}

/** `date` as the API stores it: a picked time without seconds gets `:00`. */
export function reminderDate(value: dayjs.Dayjs): string {
  return value.second(0).format(DATE_TIME_FORMAT);
}
