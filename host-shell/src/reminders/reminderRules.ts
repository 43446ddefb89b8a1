import dayjs from 'dayjs';
import { DATE_TIME_FORMAT, REMINDER_NOTICE_HIDE_MS, type Reminder } from '@console/sdk';

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

/** The notification card of a due reminder (spec section 4): name, phone, remark; hides after 3 s. */
export function reminderNotice(reminder: Reminder) {
  return {
    key: `reminder-${reminder.id}`,
    title: reminder.name,
    lines: [reminder.phone && `电话：${reminder.phone}`, reminder.remark && `备注：${reminder.remark}`].filter(Boolean) as string[],
    /** antd counts seconds. */
    duration: REMINDER_NOTICE_HIDE_MS / 1000,
  };
}
