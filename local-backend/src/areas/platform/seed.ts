import { REMINDER_DEFAULT_TYPE } from '@console/sdk/constants';
import type { Db } from '../../db/database';
import { days, faker, mobile, type SeedStart } from '../../db/fake';
import { formatDateTime } from '../../db/time';

/** Return-visit reminders, seeded right after the CRM's rows (same faker sequence). */
export function seedReminders(db: Db, { created }: SeedStart): void {
  // Return visits (the reminders the shell's header and /returnVisit share): the company and
  // department accounts, and, for the header's entry (spec: admin and normal), `admin` (1) and the
  // normal account `sipstaff` (10). `staff` (8) starts with none: browser tests add and delete its own.
  const insertReminder = db.prepare('INSERT INTO reminders (user_id, name, phone, remark, date, type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  for (const userId of [6, 7, 1, 10]) {
    for (let i = 1; i <= 14; i++) {
      const date = new Date(Date.now() + days(i * 2));
      date.setHours(faker.number.int({ min: 9, max: 17 }), faker.helpers.arrayElement([0, 30]), 0, 0);
      insertReminder.run(
        userId,
        `回访${faker.person.fullName()}`,
        mobile(),
        faker.helpers.arrayElement(['确认报价', '沟通合同', '演示产品', '续费提醒', '收集反馈']),
        formatDateTime(date),
        REMINDER_DEFAULT_TYPE,
        created,
      );
    }
  }
}
